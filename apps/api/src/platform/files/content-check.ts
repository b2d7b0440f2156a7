import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** file-type reads at most this many leading bytes (its own sample size). */
const SAMPLE_BYTES = 4100;

export class FileTooLargeError extends Error {}
export class FileTypeRefusedError extends Error {}

export interface DetectedFile {
  mime: string;
  ext: string;
  size: number;
}

/**
 * A pass-through stream that judges a file by its content while it flows: it holds back only the
 * first 4 KB, asks file-type what the magic bytes say, and fails with FileTypeRefusedError for a
 * type not accepted — before a byte reaches the storage — or with FileTooLargeError as soon as
 * more than `maxBytes` have passed. Memory stays constant whatever the size.
 */
export class ContentCheck extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private size = 0;
  private detected: { mime: string; ext: string } | null = null;

  constructor(
    private readonly maxBytes: number,
    private readonly accepted: readonly string[],
  ) {
    super();
  }

  /** What the content turned out to be; valid once the stream has finished. */
  get result(): DetectedFile {
    if (!this.detected) throw new Error('content not checked yet');
    return { ...this.detected, size: this.size };
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new FileTooLargeError());
    if (this.detected) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SAMPLE_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.detected) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (type) => {
        if (!type || !this.accepted.includes(type.mime)) return done(new FileTypeRefusedError());
        this.detected = { mime: type.mime, ext: type.ext };
        done(null, head);
      },
      () => done(new FileTypeRefusedError()),
    );
  }
}
