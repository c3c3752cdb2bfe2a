import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/errors';
import type { SniffedType } from '../sniff';
import { newUploadTempPath, uploadTempDir } from './tempFiles';

export interface UploadMessages {
  notMultipart: string;
  unsupportedType: string;
  tooLarge: string;
  missingFile: string;
}

export interface ReceiveUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  /** Largest accepted file, in bytes (a file of exactly this size is accepted). */
  maxBytes: number;
  /** Decides the type from the first bytes (at most `sniffBytes`), or null when the file is not accepted. */
  sniff: (firstBytes: Buffer) => SniffedType | null;
  messages: UploadMessages;
  /** How many leading bytes the sniffer sees (default 64). */
  sniffBytes?: number;
  /** Limits on the text fields sent beside the file. */
  maxFields?: number;
  maxFieldBytes?: number;
}

export interface ReceivedUpload extends SniffedType {
  /** The complete file on local disk; move it into storage or remove it. */
  tempPath: string;
  size: number;
  /** Text fields sent before or after the file. */
  fields: Record<string, string>;
  /** The name the browser gave the file (never used to decide its type). */
  filename: string;
}

/** Room for the multipart framing and text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Rejects an upload before its body is read (signed out, not multipart, declared too large). The unread body is
 * discarded when it is small enough to be worth reading to the end, so the client still gets the answer; a
 * larger one closes the connection.
 */
export function rejectBeforeBody(request: FastifyRequest, error: HttpError, maxBytes: number): HttpError {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
    return new HttpError(error.statusCode, error.message, { ...error.headers, Connection: 'close' });
  }
  return error;
}

/** Runs a check before an upload's body is read (an hourly limit): its refusal is answered as rejectBeforeBody does. */
export async function checkBeforeBody(
  request: FastifyRequest,
  maxBytes: number,
  check: () => Promise<unknown>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof HttpError) throw rejectBeforeBody(request, error, maxBytes);
    throw error;
  }
}

/** 413 for a body that says up front it is too large for the file limit. */
export function declaredTooLarge(request: FastifyRequest, maxBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES;
}

/**
 * Streams ONE multipart file to a temp file under `${dataDir}/tmp` (never holding it in memory), enforcing the
 * size limit and deciding the type from the file's first bytes. Answers 415 (not multipart, unknown type),
 * 413 (too large) or 400 (no file); the temp file is removed on every failure, including a client that goes away.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveUploadOptions,
): Promise<ReceivedUpload> {
  const { messages } = options;
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const dataDir = request.server.ctx.config.dataDir;
  await fsp.mkdir(uploadTempDir(dataDir), { recursive: true });

  const fields: Record<string, string> = {};
  let received: ReceivedUpload | null = null;
  let tempPath: string | null = null;
  try {
    // The app registers multipart with throwFileSizeLimit off: the 'limit' event below answers 413 itself.
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: options.maxFields ?? 50,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        parts: (options.maxFields ?? 50) + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.field || received) {
        part.file.resume();
        continue;
      }
      tempPath = newUploadTempPath(dataDir);
      const result = await streamToFile(part.file, tempPath, options);
      received = { ...result, tempPath, fields, filename: part.filename ?? '' };
    }
  } catch (error) {
    if (tempPath) await fsp.rm(tempPath, { force: true });
    throw finishBody(request, asHttpError(error), options.maxBytes);
  }
  if (!received) throw badRequest(messages.missingFile);
  return received;
}

/** Removes an upload's temp file (after a later step failed). */
export async function discardUpload(upload: Pick<ReceivedUpload, 'tempPath'>): Promise<void> {
  await fsp.rm(upload.tempPath, { force: true });
}

type Limited = NodeJS.ReadableStream & {
  truncated?: boolean;
  on(event: 'limit', listener: () => void): unknown;
};

async function streamToFile(
  file: Limited,
  tempPath: string,
  options: ReceiveUploadOptions,
): Promise<SniffedType & { size: number }> {
  const { messages } = options;
  const sniffBytes = options.sniffBytes ?? 64;
  let head = Buffer.alloc(0);
  let sniffed: SniffedType | null = null;
  let size = 0;
  const decide = (): Error | null => {
    sniffed = options.sniff(head);
    return sniffed ? null : new HttpError(415, messages.unsupportedType);
  };
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (!sniffed) {
        head = Buffer.concat([head, chunk.subarray(0, sniffBytes - head.length)]);
        if (head.length >= sniffBytes) return callback(decide(), chunk);
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (size === 0) return callback(badRequest(messages.missingFile));
      callback(sniffed ? null : decide());
    },
  });
  file.on('limit', () => tap.destroy(new HttpError(413, messages.tooLarge)));
  await pipeline(file, tap, fs.createWriteStream(tempPath, { flags: 'wx' }));
  if (file.truncated) throw new HttpError(413, messages.tooLarge);
  const type = sniffed as SniffedType | null;
  if (!type) throw new HttpError(415, messages.unsupportedType);
  return { ...type, size };
}

function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const e = error as { statusCode?: number; message?: string; code?: string };
  if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Too many fields or files in the upload');
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new HttpError(400, 'The upload was interrupted or malformed. Please try again.');
  }
  throw error;
}

/**
 * After a failure the rest of the body is still arriving: read it away so the client gets the answer, or close
 * the connection when what is left is larger than a complete upload could be.
 */
function finishBody(request: FastifyRequest, error: HttpError, maxBytes: number): HttpError {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return error;
  raw.resume();
  return rejectBeforeBody(request, error, maxBytes);
}
