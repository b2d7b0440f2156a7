import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { S3Client } from '@aws-sdk/client-s3';
import { ContentCheck, FileTooLargeError, FileTypeRefusedError } from './content-check';
import { createFileLinks } from './links';
import { contentDisposition, sanitizeFileName } from './names';
import { putMultipart } from './s3-upload';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Records the commands an S3 client would send; fails UploadPart number `failPart`. */
function fakeS3(failPart?: number) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command.constructor.name === 'CreateMultipartUploadCommand') return { UploadId: 'u1' };
      if (command.constructor.name === 'UploadPartCommand') {
        if (command.input.PartNumber === failPart) throw new Error('network');
        return { ETag: `e${String(command.input.PartNumber)}` };
      }
      return {};
    },
  } as unknown as S3Client;
  return { client, sent };
}

function* chunks(total: number, size = 1024 * 1024) {
  for (let left = total; left > 0; left -= size) yield Buffer.alloc(Math.min(size, left));
}

describe('S3 multipart writes', () => {
  it('sends 8 MB parts, the rest last, then completes with every ETag', async () => {
    const { client, sent } = fakeS3();
    await putMultipart(client, 'b', 'k', Readable.from(chunks(20 * 1024 * 1024)), 'application/pdf');
    const parts = sent.filter((c) => c.name === 'UploadPartCommand');
    expect(parts.map((p) => (p.input.Body as Buffer).length)).toEqual([8, 8, 4].map((m) => m * 1024 * 1024));
    const complete = sent.at(-1)!;
    expect(complete.name).toBe('CompleteMultipartUploadCommand');
    expect(complete.input.MultipartUpload).toEqual({
      Parts: [1, 2, 3].map((n) => ({ ETag: `e${n}`, PartNumber: n })),
    });
  });

  it('aborts the upload when a part or the body fails', async () => {
    const { client, sent } = fakeS3(2);
    await expect(
      putMultipart(client, 'b', 'k', Readable.from(chunks(20 * 1024 * 1024)), undefined),
    ).rejects.toThrow('network');
    expect(sent.at(-1)!.name).toBe('AbortMultipartUploadCommand');
  });
});

describe('ContentCheck', () => {
  const run = async (bytes: Buffer, max = 1024) => {
    const check = new ContentCheck(max, ['application/pdf']);
    const out: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      check
        .on('data', (c: Buffer) => out.push(c))
        .on('end', resolve)
        .on('error', reject);
      check.end(bytes);
    });
    return { result: check.result, out: Buffer.concat(out) };
  };
  it('passes an accepted type through unchanged', async () => {
    const { result, out } = await run(PDF);
    expect(result).toEqual({ mime: 'application/pdf', ext: 'pdf', size: PDF.length });
    expect(out.equals(PDF)).toBe(true);
  });
  it('refuses another type and more than the limit', async () => {
    await expect(run(Buffer.from('MZ just an exe'))).rejects.toBeInstanceOf(FileTypeRefusedError);
    await expect(run(Buffer.concat([PDF, Buffer.alloc(2000)]))).rejects.toBeInstanceOf(FileTooLargeError);
  });
});

describe('names and links', () => {
  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Users\\a\\скан.pdf', 'скан.pdf'],
    ['\u202Egnp.exe', 'gnp.pdf'],
    ['', 'file.pdf'],
    ['.pdf', 'pdf.pdf'],
    [`${'я'.repeat(300)}.pdf`, `${'я'.repeat(196)}.pdf`],
    // issue 28 point 6: the extension follows the type the content was found to be
    ['x.html', 'x.pdf'],
    ['Договор.PDF', 'Договор.PDF'],
    ['scan.pdf.html', 'scan.pdf.pdf'],
  ])('sanitises %j', (raw, shown) => expect(sanitizeFileName(raw, 'pdf')).toBe(shown));

  it.each([
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['photo.png', 'jpg', 'photo.jpg'],
    ['скан.png', 'png', 'скан.png'],
  ])('names %j holding %s as %j', (raw, ext, shown) => expect(sanitizeFileName(raw, ext)).toBe(shown));

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Акт "1" (копия).pdf')).toBe(
      `attachment; filename="___ _1_ (_____).pdf"; filename*=UTF-8''%D0%90%D0%BA%D1%82%20%221%22%20%28%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F%29.pdf`,
    );
  });

  it('signs one file until one moment', () => {
    const links = createFileLinks('x'.repeat(32), 60);
    const now = new Date('2026-11-24T10:00:00Z');
    const { expires, signature } = links.sign('f1', now);
    expect(links.verify('f1', expires, signature, now)).toBe(true);
    expect(links.verify('f2', expires, signature, now)).toBe(false);
    expect(links.verify('f1', expires + 1, signature, now)).toBe(false);
    expect(links.verify('f1', expires, signature, new Date(now.getTime() + 61_000))).toBe(false);
    expect(createFileLinks('y'.repeat(32), 60).verify('f1', expires, signature, now)).toBe(false);
  });
});
