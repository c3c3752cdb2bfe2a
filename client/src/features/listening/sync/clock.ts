import type { TimeSyncReply } from '@common/rooms';

/** One NTP-style exchange: the server clock's offset from ours and the round trip it was measured over. */
export interface ClockSample {
  /** Server clock minus client clock (ms). */
  offset: number;
  /** Round trip minus the server's own processing time (ms). */
  rtt: number;
}

/** The client's high-resolution wall clock (ms since the epoch); it never jumps like Date.now(). */
export function clientNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Turns a time-sync reply into a sample (NTP: offset = ((t1 - t0) + (t2 - t3)) / 2). */
export function sampleFromReply(reply: TimeSyncReply, clientReceivedAt: number): ClockSample {
  const t0 = reply.clientSentAt;
  const t1 = reply.serverReceivedAt;
  const t2 = reply.serverSentAt;
  const t3 = clientReceivedAt;
  return {
    offset: (t1 - t0 + (t2 - t3)) / 2,
    rtt: Math.max(0, t3 - t0 - (t2 - t1)),
  };
}

/**
 * The estimate of the server clock from many samples: only the lowest-round-trip ones are trusted (a
 * slow exchange is an asymmetric one), and their median is the offset.
 */
export class ClockSync {
  private samples: ClockSample[] = [];

  constructor(
    /** Samples kept in memory (the newest). */
    private readonly window = 24,
    /** Lowest-RTT samples the offset is taken from. */
    private readonly best = 5,
  ) {}

  add(sample: ClockSample): void {
    if (!Number.isFinite(sample.offset) || !Number.isFinite(sample.rtt)) return;
    this.samples.push(sample);
    if (this.samples.length > this.window) this.samples.shift();
  }

  get sampleCount(): number {
    return this.samples.length;
  }

  /** Whether an offset has been measured at all. */
  get ready(): boolean {
    return this.samples.length > 0;
  }

  /** Server minus client clock (ms); 0 before the first sample. */
  get offset(): number {
    if (this.samples.length === 0) return 0;
    const chosen = [...this.samples].sort((a, b) => a.rtt - b.rtt).slice(0, this.best);
    const offsets = chosen.map((s) => s.offset).sort((a, b) => a - b);
    const mid = Math.floor(offsets.length / 2);
    return offsets.length % 2 ? offsets[mid]! : (offsets[mid - 1]! + offsets[mid]!) / 2;
  }

  /** The best round trip seen (ms), or null. */
  get rtt(): number | null {
    if (this.samples.length === 0) return null;
    return Math.min(...this.samples.map((s) => s.rtt));
  }

  /** The server's clock now (ms since the epoch). */
  serverNow(now: number = clientNow()): number {
    return now + this.offset;
  }

  reset(): void {
    this.samples = [];
  }
}

/**
 * Takes `count` samples one after another through `exchange` (a time-sync round trip), `gapMs` apart;
 * a failed exchange is skipped. Resolves to the number of samples added.
 */
export async function measureClock(
  clock: ClockSync,
  exchange: (clientSentAt: number) => Promise<TimeSyncReply>,
  options: { count?: number; gapMs?: number; now?: () => number } = {},
): Promise<number> {
  const { count = 8, gapMs = 40, now = clientNow } = options;
  let added = 0;
  for (let i = 0; i < count; i += 1) {
    try {
      const reply = await exchange(now());
      clock.add(sampleFromReply(reply, now()));
      added += 1;
    } catch {
      // a lost or late reply says nothing about the offset
    }
    if (gapMs > 0 && i < count - 1) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return added;
}
