import { UNKNOWN_ARTIST } from '@common/tracks';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import type { Storage } from '../../../media/storage/storage';
import { licenceInForce } from '../licences';
import { canDownloadTrack, needsLicenceToDownload, ownsTrack } from '../policies';
import { findVisibleTrack } from './findVisibleTrack';

export const DOWNLOAD_MESSAGES = {
  notAllowed: 'The artist has not made this track available for download',
  needsLicence: 'Buy a license to download this beat',
  noFile: 'The file of this track is not available',
} as const;

export interface TrackDownload {
  stream: Readable;
  size: number;
  contentType: string;
  /** `<artist> - <title>.<ext>`, safe for a Content-Disposition header. */
  filename: string;
}

/** Keeps a file name readable and harmless: no path separators, quotes or control characters. */
export function safeFilename(artist: string, title: string, ext: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
      .replace(/\.{2,}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 100)
      .trim();
  const name = [clean(artist), clean(title)].filter(Boolean).join(' - ') || 'track';
  const extension = ext
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 8);
  return extension ? `${name}.${extension}` : name;
}

/** The attachment header value: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Opens the stored file of a track the user may see and download (a priced beat: with a licence for it). */
export async function prepareDownload(
  db: Db,
  storage: Storage,
  user: UserRow | null,
  id: number,
): Promise<TrackDownload> {
  const track = await findVisibleTrack(db, user, id);
  if (!canDownloadTrack(user, track)) throw forbidden(DOWNLOAD_MESSAGES.notAllowed);
  if (Number(track.price) > 0 && !ownsTrack(user, track)) {
    const licence = user
      ? await db
          .selectFrom('licences')
          .select('id')
          .where('buyerId', '=', user.id)
          .where('trackId', '=', track.id)
          .where(licenceInForce)
          .executeTakeFirst()
      : undefined;
    if (needsLicenceToDownload(user, track, licence !== undefined))
      throw forbidden(DOWNLOAD_MESSAGES.needsLicence);
  }
  const key = track.storageKey;
  const object = key ? await storage.stat(key) : null;
  if (!key || !object) throw notFound(DOWNLOAD_MESSAGES.noFile);
  const ext = path.extname(key).slice(1) || (track.fileType?.split('/')[1] ?? '');
  const artist = track.artist ?? track.artistUsername ?? UNKNOWN_ARTIST;
  return {
    stream: await storage.read(key),
    size: object.size,
    contentType: object.contentType,
    filename: safeFilename(artist, track.title, ext),
  };
}
