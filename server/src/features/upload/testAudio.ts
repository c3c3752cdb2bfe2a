import { randomBytes } from 'node:crypto';

/** Audio bytes and multipart bodies for tests (real, valid headers; short). */

/** A valid PCM WAV file: 16-bit mono at 8 kHz with a sine tone. */
export function wavBytes(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((i / 8000) * 2 * Math.PI * 440) * 8000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each) of silence, optionally after an ID3 tag. */
export function mp3Bytes(frames = 4, withId3 = false): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const body = Buffer.concat(Array.from({ length: frames }, () => frame));
  if (!withId3) return body;
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  return Buffer.concat([id3, body]);
}

/** A FLAC stream: the signature and a STREAMINFO block (enough for type detection). */
export function flacBytes(): Buffer {
  const info = Buffer.alloc(4 + 34);
  info[0] = 0x80; // last block, STREAMINFO
  info.writeUIntBE(34, 1, 3);
  info.writeUInt16BE(4096, 4);
  info.writeUInt16BE(4096, 6);
  return Buffer.concat([Buffer.from('fLaC', 'latin1'), info, randomBytes(64)]);
}

/** A PNG signature and header: not audio, whatever the file is called. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
}

/** A WAV header followed by zeros, `size` bytes in all. */
export function wavOfSize(size: number): Buffer {
  const file = Buffer.alloc(size);
  wavBytes(0).copy(file);
  return file;
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body and its headers. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
