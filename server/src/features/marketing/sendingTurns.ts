import type { Db } from '../../db/connection';
import { persistThroughOutage, type PersistPolicy } from '../../lib/persistThroughOutage';
import type { ClaimedDelivery, ClaimResult } from './claimDelivery';
import type { Delivery, DeliveryQueue } from './deliveryQueue';
import type { SettledDelivery } from './recordDeliveryOutcome';

/** A delivery claimed for one sender. */
export interface ReadyDelivery {
  delivery: Delivery;
  claimed: ClaimedDelivery;
}

/** The database work of a turn, on its transaction. */
export interface TurnSteps {
  /** Writes the outcomes of deliveries handed over since the last turn. */
  record(trx: Db, settled: SettledDelivery[]): Promise<void>;
  /** Claims these deliveries (in their order). */
  claim(trx: Db, deliveries: Delivery[]): Promise<ClaimResult[]>;
}

/** Hands claimed deliveries to a run's senders and keeps their outcomes, in shared transactions. */
export interface SendingTurns {
  /** The next claimed delivery for one sender, or null when no due delivery is left. */
  next(): Promise<ReadyDelivery | null>;
  /** Keeps the outcome of a delivery handed over, written by the next turn. */
  settle(settled: SettledDelivery): void;
  /** Writes the outcomes kept so far (when the senders are done). */
  flush(): Promise<void>;
}

/**
 * About six seconds in all (0.4 to 3.2 s apart). A longer outage fails the run (the runner hands its job back);
 * its claimed deliveries, still 'sending', are then settled by the next run as interrupted, never sent twice.
 */
const BRIEF_OUTAGE: PersistPolicy = {
  keepTrying: (failures) => failures < 5,
  delayMs: (failures) => 200 * 2 ** failures,
};

interface Waiter {
  resolve(ready: ReadyDelivery | null): void;
  reject(error: unknown): void;
}

/**
 * Senders that want a delivery wait for the next turn: one transaction that writes every outcome kept since the
 * last turn and claims one delivery for each waiting sender (more are read when some were skipped). Turns run
 * one at a time, so the more senders finish together, the fewer transactions a message costs. A sender holds
 * at most one claimed row, sent or not yet recorded: the rows 'sending' never outnumber the senders, which
 * bounds what a crash can catch mid-send.
 */
export function openSendingTurns(db: Db, queue: DeliveryQueue, steps: TurnSteps): SendingTurns {
  let waiting: Waiter[] = [];
  let settled: SettledDelivery[] = [];
  let turn: Promise<void> | null = null;

  /** Up to `count` due deliveries from the queue (read outside the transaction: SQLite has one connection). */
  const take = async (count: number) => {
    const taken: Delivery[] = [];
    while (taken.length < count) {
      const delivery = await queue.next();
      if (!delivery) break;
      taken.push(delivery);
    }
    return taken;
  };

  const runTurn = async () => {
    // Senders whose replies came in the same pass of the event loop share this turn.
    await new Promise((resolve) => setImmediate(resolve));
    const waiters = waiting;
    waiting = [];
    const ready: ReadyDelivery[] = [];
    try {
      for (let first = true; first || ready.length < waiters.length; first = false) {
        const taken = await take(waiters.length - ready.length);
        if (!first && taken.length === 0) break;
        const recording = settled;
        settled = [];
        let claimed: ReadyDelivery[] = [];
        await persistThroughOutage(
          () =>
            db.transaction().execute(async (trx) => {
              if (recording.length > 0) await steps.record(trx, recording);
              const results = taken.length > 0 ? await steps.claim(trx, taken) : [];
              claimed = results.flatMap((result, i) =>
                typeof result === 'string' ? [] : [{ delivery: taken[i]!, claimed: result }],
              );
            }),
          BRIEF_OUTAGE,
        );
        ready.push(...claimed);
        if (taken.length === 0) break;
      }
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    waiters.forEach((waiter, i) => waiter.resolve(ready[i] ?? null));
  };

  const schedule = () => {
    turn ??= runTurn().finally(() => {
      turn = null;
      if (waiting.length > 0 || settled.length > 0) schedule();
    });
    return turn;
  };

  return {
    next() {
      return new Promise<ReadyDelivery | null>((resolve, reject) => {
        waiting.push({ resolve, reject });
        void schedule();
      });
    },
    settle(outcome) {
      settled.push(outcome);
    },
    async flush() {
      while (turn || settled.length > 0) await schedule();
    },
  };
}
