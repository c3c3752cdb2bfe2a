import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config';
import { UnavailableError, isStorageOutage } from '../../lib/outage';
import { assertValidKey } from './keys';
import type { Storage, StoredObject } from './storage';

/** Prefix of the local copies made for tools that need a file (removed by the start-up cleanup too). */
export const LOCAL_COPY_PREFIX = 'media-copy-';

/** The S3 service being away becomes an UnavailableError (503 for requests, a hand-back for jobs). */
function outage(error: unknown): unknown {
  return isStorageOutage(error) ? new UnavailableError('storage', error) : error;
}

/** Runs an S3 call, turning the service being away into an UnavailableError. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw outage(error);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Media in an S3 bucket (AWS or any S3-compatible service). */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    /** Where local copies are written (DATA_DIR/tmp). */
    private readonly tempDir: string,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Without these the SDK frames streamed bodies with checksum chunks that some S3 services store verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A service that does not answer fails in seconds (the SDK tries three times), not after minutes.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
    });
  }

  private get bucket(): string {
    return this.config.bucket;
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    assertValidKey(key);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(filePath),
        ContentType: contentType,
      },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
      leavePartsOnError: false,
    });
    await guarded(() => upload.done());
    await fsp.rm(filePath, { force: true });
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${key}"`,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw outage(error);
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    const object = await guarded(() =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      ),
    );
    const body = object.Body;
    if (body instanceof Readable) return body;
    if (!body) return Readable.from([]);
    return Readable.fromWeb(body.transformToWebStream() as never);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await guarded(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await guarded(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  async localCopy(key: string): Promise<{ path: string; release(): Promise<void> }> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    const file = path.join(this.tempDir, `${LOCAL_COPY_PREFIX}${randomUUID()}${path.extname(key)}`);
    try {
      await pipeline(await this.read(key), fs.createWriteStream(file));
    } catch (error) {
      await fsp.rm(file, { force: true });
      throw error;
    }
    return { path: file, release: () => fsp.rm(file, { force: true }) };
  }
}
