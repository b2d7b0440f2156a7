import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** 8 MB parts: 128 for a 1 GB file (S3 allows 10 000), one part in memory at a time. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Streams a body of unknown length into a bucket as a multipart upload. A plain PutObject needs
 * the length beforehand (a multipart form does not give it), which is why flydrive's putStream is
 * not used for S3 writes. On any failure the upload is aborted, so no parts are left billed.
 */
export async function putMultipart(
  client: S3Client,
  bucket: string,
  key: string,
  body: Readable,
  contentType: string | undefined,
): Promise<void> {
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
  );
  const parts: { ETag?: string; PartNumber: number }[] = [];
  let chunks: Buffer[] = [];
  let length = 0;
  const sendPart = async () => {
    const PartNumber = parts.length + 1;
    const Body = Buffer.concat(chunks, length);
    chunks = [];
    length = 0;
    const { ETag } = await client.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body }),
    );
    parts.push({ ETag, PartNumber });
  };
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= PART_BYTES) await sendPart();
    }
    if (length > 0 || parts.length === 0) await sendPart();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
      .catch(() => undefined);
    throw error;
  }
}
