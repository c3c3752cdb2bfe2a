import { describe, expect, it } from 'vitest';
import { ClockSync, measureClock, sampleFromReply } from './clock';

describe('clock offset (NTP-style over time-sync)', () => {
  it('computes offset and round trip from one exchange', () => {
    // Server 1000 ms ahead; 10 ms each way; 2 ms of server processing.
    const sample = sampleFromReply({ clientSentAt: 5000, serverReceivedAt: 6010, serverSentAt: 6012 }, 5022);
    expect(sample.offset).toBe(1000);
    expect(sample.rtt).toBe(20);
  });

  it('trusts the lowest-round-trip samples and ignores slow, asymmetric ones', () => {
    const clock = new ClockSync(24, 3);
    clock.add({ offset: 1000, rtt: 4 });
    clock.add({ offset: 1001, rtt: 5 });
    clock.add({ offset: 999, rtt: 6 });
    clock.add({ offset: 1400, rtt: 300 });
    clock.add({ offset: 700, rtt: 250 });
    expect(clock.offset).toBe(1000);
    expect(clock.rtt).toBe(4);
    expect(clock.serverNow(10_000)).toBe(11_000);
  });

  it('keeps only the newest samples, so a changed offset is picked up on re-sampling', () => {
    const clock = new ClockSync(4, 2);
    for (let i = 0; i < 4; i += 1) clock.add({ offset: 50, rtt: 2 });
    for (let i = 0; i < 4; i += 1) clock.add({ offset: -30, rtt: 3 });
    expect(clock.offset).toBe(-30);
    expect(clock.sampleCount).toBe(4);
  });

  it('is 0 and not ready before any sample', () => {
    const clock = new ClockSync();
    expect(clock.ready).toBe(false);
    expect(clock.offset).toBe(0);
    expect(clock.rtt).toBeNull();
  });

  it('measures against a server whose clock runs 250 ms ahead over an asymmetric link within 5 ms', async () => {
    let t = 1_000_000;
    const now = () => t;
    const clock = new ClockSync();
    let n = 0;
    const exchange = async (sentAt: number) => {
      n += 1;
      // Every third exchange is slow one way (queueing); the others take 3 ms each way.
      const up = n % 3 === 0 ? 80 : 3;
      const down = 3;
      t += up;
      const serverReceivedAt = t + 250;
      t += 1;
      const serverSentAt = t + 250;
      t += down;
      return { clientSentAt: sentAt, serverReceivedAt, serverSentAt };
    };
    const added = await measureClock(clock, exchange, { count: 9, gapMs: 0, now });
    expect(added).toBe(9);
    expect(Math.abs(clock.offset - 250)).toBeLessThanOrEqual(5);
  });

  it('skips exchanges that fail', async () => {
    const clock = new ClockSync();
    let n = 0;
    const added = await measureClock(
      clock,
      async (sentAt) => {
        n += 1;
        if (n === 2) throw new Error('timeout');
        return { clientSentAt: sentAt, serverReceivedAt: sentAt + 1, serverSentAt: sentAt + 1 };
      },
      { count: 3, gapMs: 0, now: () => 100 },
    );
    expect(added).toBe(2);
  });
});
