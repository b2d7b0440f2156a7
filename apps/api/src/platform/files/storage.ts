import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { S3Driver } from 'flydrive/drivers/s3';
import type { Config } from '../../config';
import { newId } from '../ids';
import { putMultipart } from './s3-upload';

/**
 * Where file bytes live (ADR 0061): one interface over flydrive, local disk under
 * DATA_DIR/files by default, an S3-compatible bucket (MinIO, Yandex Object Storage) when
 * S3_BUCKET is set. Keys are always made by `newStorageKey`, never from a user's input.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams the body under `key`; when it fails, whatever was written is removed. */
  write(key: string, body: Readable, contentType?: string): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** S3: a presigned GET the browser is sent to. Local disk: null, the API streams the file. */
  presignedUrl(
    key: string,
    options: { contentType: string; contentDisposition: string; expiresInSeconds: number },
  ): Promise<string | null>;
}

/** `2026/11/<uuid v7>`: ours, unguessable, spread over folders by month. */
export function newStorageKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${newId()}`;
}

const KEY_SHAPE = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

/**
 * Local writes are ours: flydrive's putStream settles on the body's first error while its
 * writeFile may still be opening the file, so a clean-up could run before the file exists. Here
 * the file is opened first and removed only after the pipeline has settled — nothing is left.
 */
async function writeLocal(root: string, key: string, body: Readable): Promise<void> {
  if (!KEY_SHAPE.test(key)) throw new Error(`not a storage key: ${key}`);
  const file = path.join(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'wx');
  try {
    await pipeline(body, handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
}

function localStorage(root: string): FileStorage {
  const disk = new Disk(new FSDriver({ location: root, visibility: 'private' }));
  return {
    kind: 'local',
    write: (key, body) => writeLocal(root, key, body),
    read: (key) => disk.getStream(key),
    remove: (key) => disk.delete(key),
    exists: (key) => disk.exists(key),
    presignedUrl: async () => null,
  };
}

function s3Storage(config: Config, bucket: string): FileStorage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const disk = new Disk(new S3Driver({ client, bucket, visibility: 'private', supportsACL: false }));
  return {
    kind: 's3',
    write: (key, body, contentType) => putMultipart(client, bucket, key, body, contentType),
    read: (key) => disk.getStream(key),
    remove: (key) => disk.delete(key),
    exists: (key) => disk.exists(key),
    presignedUrl: (key, o) =>
      disk.getSignedUrl(key, {
        expiresIn: `${o.expiresInSeconds}s`,
        contentType: o.contentType,
        contentDisposition: o.contentDisposition,
      }),
  };
}

const built = new WeakMap<Config, FileStorage>();

/** The storage of a configuration, built once (an S3 client keeps its connections). */
export function storageFor(config: Config): FileStorage {
  let storage = built.get(config);
  if (!storage) {
    storage = config.S3_BUCKET
      ? s3Storage(config, config.S3_BUCKET)
      : localStorage(path.join(config.DATA_DIR, 'files'));
    built.set(config, storage);
  }
  return storage;
}
