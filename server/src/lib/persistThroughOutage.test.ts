import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FailureRun } from './backgroundLoop';
import { persistThroughOutage } from './persistThroughOutage';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A write that fails with `errors` in turn, then succeeds. */
function flaky(errors: Error[]) {
  let calls = 0;
  return {
    calls: () => calls,
    write: async () => {
      const error = errors[calls++];
      if (error) throw error;
    },
  };
}

describe('persistThroughOutage', () => {
  it('tries a write again while the database is away, waiting as the policy says', async () => {
    const write = flaky([refused(), refused(), refused()]);
    const delays: number[] = [];
    await persistThroughOutage(write.write, {
      keepTrying: () => true,
      delayMs: (failures) => (delays.push(failures), 1),
    });
    expect(write.calls()).toBe(4);
    expect(delays).toEqual([1, 2, 3]);
  });

  it('throws at once an error that is not an outage', async () => {
    const write = flaky([new Error('no such column')]);
    await expect(
      persistThroughOutage(write.write, { keepTrying: () => true, delayMs: () => 1 }),
    ).rejects.toThrow('no such column');
    expect(write.calls()).toBe(1);
  });

  it('throws the outage the policy gives up on', async () => {
    const write = flaky([refused(), refused(), refused()]);
    await expect(
      persistThroughOutage(write.write, { keepTrying: (failures) => failures < 2, delayMs: () => 1 }),
    ).rejects.toThrow('ECONNREFUSED');
    expect(write.calls()).toBe(2);
  });

  it('reports a run of failures once, and its end', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line).msg) } },
    });
    const write = flaky([refused(), refused()]);
    await persistThroughOutage(write.write, {
      keepTrying: () => true,
      delayMs: () => 1,
      failures: new FailureRun(app.log, 'recording an outcome'),
    });
    expect(lines).toEqual([
      'recording an outcome: database unavailable, retrying',
      'recording an outcome recovered',
    ]);
  });
});
