import type { Db } from '../../db/connection';

/** Queued deliveries read at a time. */
const BATCH = 100;

const iso = (ms: number) => new Date(ms).toISOString();

/** One queued recipient of a campaign, as the send job reads it. */
export interface Delivery {
  id: number;
  email: string;
  userId: number | null;
  subscriptionId: number | null;
  attempts: number;
  messageId: string | null;
}

/** The due deliveries of one run, handed out one at a time to its senders. */
export interface DeliveryQueue {
  /** The next due delivery, or null when none is left. */
  next(): Promise<Delivery | null>;
  /** Drops the deliveries read but not handed out. */
  clear(): void;
}

/**
 * A campaign's queued deliveries that are due, in id order, read a batch at a time behind a cursor (so no two
 * senders get one row, and one read serves every sender waiting for it).
 */
export function openDeliveryQueue(db: Db, campaignId: number): DeliveryQueue {
  let cursor = 0;
  let batch: Delivery[] = [];
  let exhausted = false;
  let reading: Promise<void> | null = null;
  const readBatch = async () => {
    const due = await db
      .selectFrom('campaignDeliveries')
      .select(['id', 'email', 'userId', 'subscriptionId', 'attempts', 'messageId'])
      .where('status', '=', 'queued')
      .where('campaignId', '=', campaignId)
      .where('id', '>', cursor)
      .where((eb) => eb.or([eb('runAfter', 'is', null), eb('runAfter', '<=', iso(Date.now() + 1))]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) exhausted = true;
    else cursor = due.at(-1)!.id;
    batch.push(...due);
  };
  return {
    async next() {
      while (batch.length === 0 && !exhausted) {
        reading ??= readBatch().finally(() => (reading = null));
        await reading;
      }
      return batch.shift() ?? null;
    },
    clear() {
      batch = [];
    },
  };
}
