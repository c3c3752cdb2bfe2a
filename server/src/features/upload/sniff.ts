import type { SniffedType } from '../../media/uploads/receiveUpload';

const MP3: SniffedType = { type: 'mp3', ext: 'mp3', contentType: 'audio/mpeg' };
const WAV: SniffedType = { type: 'wav', ext: 'wav', contentType: 'audio/wav' };
const FLAC: SniffedType = { type: 'flac', ext: 'flac', contentType: 'audio/flac' };

/** An MPEG audio frame header: 11 sync bits, a valid version, layer, bitrate and sample rate. */
function isMpegFrame(b: Buffer, at = 0): boolean {
  if (b.length < at + 4) return false;
  const b1 = b[at + 1]!;
  const b2 = b[at + 2]!;
  return (
    b[at] === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 0x03) !== 0x01 && // reserved version
    ((b1 >> 1) & 0x03) !== 0x00 && // reserved layer
    b2 >> 4 !== 0x0f && // bad bitrate
    ((b2 >> 2) & 0x03) !== 0x03 // reserved sample rate
  );
}

/** The audio type the first bytes show (MP3, WAV or FLAC), never the file's name. */
export function sniffAudio(head: Buffer): SniffedType | null {
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'ID3') return MP3;
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WAVE'
  ) {
    return WAV;
  }
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'fLaC') return FLAC;
  if (isMpegFrame(head)) return MP3;
  return null;
}
