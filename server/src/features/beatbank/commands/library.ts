import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { BEAT_MESSAGES, LICENCE_NAMES, type Library, type LicenceType } from '@common/beatbank';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { HttpError, forbidden, notFound } from '../../../lib/errors';
import type { Storage } from '../../../media/storage/storage';
import { licenceInForce, safeFilename, shownBpmSql, shownKeySql } from '../../tracks';
import { canDownloadLicence, canReadLicenceDocument } from '../policies';
import { LICENCE_REVOKED } from '../revokeLicence';

/** A licence with its beat, its producer and its buyer. */
function selectLicences(db: Db) {
  return db
    .selectFrom('licences')
    .innerJoin('tracks', 'tracks.id', 'licences.trackId')
    .leftJoin('users as producer', 'producer.id', 'tracks.userId')
    .innerJoin('users as buyer', 'buyer.id', 'licences.buyerId')
    .select([
      'licences.id',
      'licences.licenceNumber',
      'licences.licenceType',
      'licences.amount',
      'licences.createdAt',
      'licences.buyerId',
      'licences.transactionId',
      'tracks.id as trackId',
      'tracks.title',
      'tracks.coverArt',
      shownBpmSql.as('bpm'),
      shownKeySql.as('key'),
      'tracks.genre',
      'tracks.storageKey',
      'tracks.fileType',
      'tracks.exclusiveSoldAt',
      'tracks.userId as producerId',
      'tracks.producer as producerCredit',
      'tracks.artist',
      'producer.username as producerUsername',
      'producer.displayName as producerDisplayName',
      'buyer.username as buyerUsername',
      'buyer.displayName as buyerDisplayName',
      sql<number>`case when ${licenceInForce} then 1 else 0 end`.as('inForce'),
    ]);
}

export type LicenceRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectLicences>['executeTakeFirst']>>
>;

/** The producer's name on a licence. */
export function licenceProducer(record: LicenceRecord): string {
  return (
    record.producerCredit ??
    record.producerDisplayName ??
    record.artist ??
    record.producerUsername ??
    'Unknown Producer'
  );
}

/** The buyer's purchased licences, newest first. */
export async function listLibrary(db: Db, user: Pick<UserRow, 'id'>): Promise<Library> {
  const rows = await selectLicences(db)
    .where('licences.buyerId', '=', user.id)
    // A revoked licence (its payment refunded or disputed) leaves the library.
    .where(licenceInForce)
    .orderBy('licences.createdAt', 'desc')
    .orderBy('licences.id', 'desc')
    .execute();
  return {
    items: rows.map((row) => {
      const licenceType = row.licenceType as LicenceType;
      return {
        licenceId: row.id,
        licenceNumber: row.licenceNumber,
        licenceType,
        licenceName: LICENCE_NAMES[licenceType],
        amount: Number(row.amount),
        purchasedAt: row.createdAt,
        beat: {
          id: row.trackId,
          title: row.title,
          producer: licenceProducer(row),
          coverArt: row.coverArt,
          bpm: row.bpm,
          key: row.key,
          sold: row.exclusiveSoldAt !== null,
        },
        downloadUrl: `/api/library/${row.id}/download`,
        documentUrl: `/api/licences/${encodeURIComponent(row.licenceNumber)}/document`,
        // Stems are not stored separately: the producer delivers them for exclusive licences.
        stemsAvailable: false,
      };
    }),
  };
}

/** A licence by id for its buyer's download (404 unknown, 403 someone else's). */
export async function openLicenceDownload(db: Db, storage: Storage, user: UserRow, licenceId: number) {
  const record = await selectLicences(db).where('licences.id', '=', licenceId).executeTakeFirst();
  if (!record) throw notFound(BEAT_MESSAGES.licenceNotFound);
  if (!canDownloadLicence(user, record)) throw forbidden(BEAT_MESSAGES.notYourLicence);
  if (!Number(record.inForce)) throw new HttpError(410, LICENCE_REVOKED);
  const key = record.storageKey;
  const object = key ? await storage.stat(key) : null;
  if (!key || !object) throw notFound(BEAT_MESSAGES.noFile);
  const ext = path.extname(key).slice(1) || (record.fileType?.split('/')[1] ?? '');
  return {
    stream: (await storage.read(key)) as Readable,
    size: object.size,
    contentType: object.contentType,
    filename: safeFilename(licenceProducer(record), record.title, ext),
  };
}

/** A licence by number for its document (404 unknown, 403 neither buyer nor producer). */
export async function findLicenceForDocument(db: Db, user: UserRow, number: string): Promise<LicenceRecord> {
  const record = await selectLicences(db).where('licences.licenceNumber', '=', number).executeTakeFirst();
  if (!record) throw notFound(BEAT_MESSAGES.licenceNotFound);
  if (!canReadLicenceDocument(user, record)) throw forbidden(BEAT_MESSAGES.notYourDocument);
  // The producer keeps the record of what was sold; the buyer no longer holds the licence.
  if (!Number(record.inForce) && record.buyerId === user.id) throw new HttpError(410, LICENCE_REVOKED);
  return record;
}
