import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import type { ClaimResult } from './claimDelivery';
import type { Delivery, DeliveryQueue } from './deliveryQueue';
import type { SettledDelivery } from './recordDeliveryOutcome';
import { openSendingTurns, type TurnSteps } from './sendingTurns';

/** A database whose transactions just run (the steps below keep their own state). */
const db = { transaction: () => ({ execute: (work: (trx: Db) => unknown) => work(db) }) } as unknown as Db;

const delivery = (id: number): Delivery => ({
  id,
  email: `fan${id}@example.test`,
  userId: id,
  subscriptionId: null,
  attempts: 0,
  messageId: null,
});

function queueOf(deliveries: Delivery[]): DeliveryQueue {
  const left = [...deliveries];
  return {
    next: () => Promise.resolve(left.shift() ?? null),
    clear: () => void left.splice(0),
  };
}

/** Claims every delivery but those in `skip`, and counts the rows claimed and not yet recorded. */
function fakeSteps(skip: Set<number>, senders: number) {
  const log = { claimed: [] as number[], recorded: [] as number[], mostOpen: 0, turns: 0 };
  const steps: TurnSteps = {
    record(_trx, settled: SettledDelivery[]) {
      log.recorded.push(...settled.map((s) => s.deliveryId));
      return Promise.resolve();
    },
    claim(_trx, deliveries): Promise<ClaimResult[]> {
      log.turns += 1;
      const results = deliveries.map((d): ClaimResult => {
        if (skip.has(d.id)) return 'skipped';
        log.claimed.push(d.id);
        return { mailId: d.id, messageId: `<${d.id}@test>`, token: 't', html: '', text: '', attempts: 1 };
      });
      log.mostOpen = Math.max(log.mostOpen, log.claimed.length - log.recorded.length);
      expect(log.mostOpen).toBeLessThanOrEqual(senders);
      return Promise.resolve(results);
    },
  };
  return { steps, log };
}

describe('sending turns', () => {
  it('hands each due delivery to exactly one sender, refills skipped ones, and records every outcome', async () => {
    const all = Array.from({ length: 23 }, (_, i) => delivery(i + 1));
    const skip = new Set([2, 9, 10, 17]);
    const senders = 5;
    const { steps, log } = fakeSteps(skip, senders);
    const turns = openSendingTurns(db, queueOf(all), steps);
    const handed: number[] = [];
    const sender = async () => {
      for (;;) {
        const ready = await turns.next();
        if (!ready) return;
        handed.push(ready.delivery.id);
        await new Promise((r) => setTimeout(r, ready.delivery.id % 3));
        turns.settle({
          deliveryId: ready.delivery.id,
          mailId: ready.claimed.mailId,
          outcome: { status: 'sent' },
        });
      }
    };
    await Promise.all(Array.from({ length: senders }, sender));
    await turns.flush();

    const expected = all.map((d) => d.id).filter((id) => !skip.has(id));
    expect([...handed].sort((a, b) => a - b)).toEqual(expected);
    expect([...log.recorded].sort((a, b) => a - b)).toEqual(expected);
    expect(log.mostOpen).toBeLessThanOrEqual(senders);
    // Senders that finish together share a turn.
    expect(log.turns).toBeLessThan(expected.length);
  });

  it('fails the waiting senders when a turn cannot be written', async () => {
    const steps: TurnSteps = {
      record: () => Promise.resolve(),
      claim: () => Promise.reject(new Error('disk full')),
    };
    const turns = openSendingTurns(db, queueOf([delivery(1), delivery(2)]), steps);
    await expect(Promise.all([turns.next(), turns.next()])).rejects.toThrow('disk full');
  });

  it('answers null once no due delivery is left', async () => {
    const { steps } = fakeSteps(new Set([1]), 2);
    const turns = openSendingTurns(db, queueOf([delivery(1)]), steps);
    expect(await turns.next()).toBeNull();
  });
});
