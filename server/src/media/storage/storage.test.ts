import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKey } from './keys';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';
import { startTestS3 } from './testS3';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Subject {
  storage: Storage;
  dir: string;
  close(): Promise<void>;
}

/** The same behaviour from every Storage implementation. */
function storageContract(name: string, open: () => Promise<Subject>) {
  describe(`${name} storage`, () => {
    let subject: Subject;
    let storage: Storage;

    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(() => subject.close());

    /** A local file with `bytes`, as an upload leaves it. */
    function localFile(bytes: Buffer): string {
      const file = path.join(subject.dir, `in-${randomUUID()}`);
      fs.writeFileSync(file, bytes);
      return file;
    }

    it('stores a file under its key, consuming the local file', async () => {
      const bytes = randomBytes(70_000);
      const key = `audio/${randomUUID()}.mp3`;
      const file = localFile(bytes);
      await storage.putFile(key, file, 'audio/mpeg');
      expect(fs.existsSync(file)).toBe(false);
      const stat = await storage.stat(key);
      expect(stat).toMatchObject({ size: bytes.length, contentType: 'audio/mpeg' });
      expect(stat?.etag).toMatch(/^"[^"]+"$/);
      expect(stat?.lastModified).toBeInstanceOf(Date);
      expect((await readAll(await storage.read(key))).equals(bytes)).toBe(true);
    });

    it('reads an inclusive byte range', async () => {
      const bytes = randomBytes(10_000);
      const key = `audio/${randomUUID()}.wav`;
      await storage.putFile(key, localFile(bytes), 'audio/wav');
      const part = await readAll(await storage.read(key, { start: 100, end: 1099 }));
      expect(part.equals(bytes.subarray(100, 1100))).toBe(true);
      const last = await readAll(await storage.read(key, { start: 9999, end: 9999 }));
      expect(last.equals(bytes.subarray(9999))).toBe(true);
    });

    it('keeps a content type the extension does not imply', async () => {
      const key = `videos/${randomUUID()}.bin`;
      await storage.putFile(key, localFile(Buffer.from('abc')), 'video/webm');
      expect((await storage.stat(key))?.contentType).toBe('video/webm');
    });

    it('stores a file larger than one multipart part intact', async () => {
      const bytes = randomBytes(12 * 1024 * 1024 + 17);
      const key = `audio/${randomUUID()}.flac`;
      await storage.putFile(key, localFile(bytes), 'audio/flac');
      expect((await storage.stat(key))?.size).toBe(bytes.length);
      expect((await readAll(await storage.read(key))).equals(bytes)).toBe(true);
    });

    it('answers null for a missing key, and read fails', async () => {
      const key = `audio/${randomUUID()}.mp3`;
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.read(key)).rejects.toThrow();
    });

    it('deletes, and deleting again is not an error', async () => {
      const key = `thumbnails/${randomUUID()}.jpg`;
      await storage.putFile(key, localFile(Buffer.from('jpeg')), 'image/jpeg');
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      await storage.delete(key);
    });

    it('lists the keys under a prefix only', async () => {
      const prefix = `covers/`;
      const keys = [`${prefix}${randomUUID()}.png`, `${prefix}${randomUUID()}.png`];
      for (const key of keys) await storage.putFile(key, localFile(Buffer.from(key)), 'image/png');
      await storage.putFile(`audio/${randomUUID()}.mp3`, localFile(Buffer.from('x')), 'audio/mpeg');
      const listed: string[] = [];
      for await (const key of storage.list(prefix)) listed.push(key);
      expect(listed.sort()).toEqual([...keys].sort());
    });

    it('gives a local copy with the same bytes', async () => {
      const bytes = randomBytes(5000);
      const key = `audio/${randomUUID()}.wav`;
      await storage.putFile(key, localFile(bytes), 'audio/wav');
      const copy = await storage.localCopy(key);
      expect(fs.readFileSync(copy.path).equals(bytes)).toBe(true);
      await copy.release();
      expect(await storage.stat(key)).not.toBeNull();
    });

    it('refuses keys that could leave the storage root', async () => {
      for (const key of [
        '../etc/passwd',
        'audio/../../x',
        '/abs/x.mp3',
        'audio//x',
        'audio\\x',
        '.hidden/x',
      ]) {
        await expect(storage.stat(key)).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

storageContract('local', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-storage-'));
  return {
    storage: new LocalStorage(path.join(dir, 'media')),
    dir,
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

storageContract('S3', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-storage-'));
  const s3 = await startTestS3();
  const storage = new S3Storage(s3.config, path.join(dir, 'tmp'));
  return {
    storage,
    dir,
    close: async () => {
      storage.client.destroy();
      await s3.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('storage keys', () => {
  it('accepts prefix/name keys and nothing that could escape', () => {
    expect(isValidKey(`audio/${randomUUID()}.mp3`)).toBe(true);
    expect(isValidKey('covers/a_b-c.1.png')).toBe(true);
    for (const key of [
      '',
      'x.mp3',
      '..',
      'audio/..',
      'audio/.x',
      'audio/a..b',
      'audio/%2e',
      'audio/a b',
      'a/b/c/d/e',
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
});
