import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startLoop } from './backgroundLoop';

function capturingLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, messages: () => lines.map((l) => l.msg) };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('background loops', () => {
  it('log an outage once, not once per try, keep trying, and say when it is over', async () => {
    const { log, messages } = capturingLog();
    let calls = 0;
    let down = true;
    const loop = startLoop({
      name: 'test sweep',
      everyMs: 60_000,
      runAtStart: false,
      log,
      run: async () => {
        calls++;
        if (down) throw refused();
      },
    });
    for (let i = 0; i < 5; i++) await loop.poke();
    down = false;
    await loop.poke();
    await loop.stop();
    expect(calls).toBe(6);
    expect(messages()).toEqual(['test sweep: database unavailable, retrying', 'test sweep recovered']);
  });

  it('never run twice at once, and survive an error that is not an outage', async () => {
    const { log, messages } = capturingLog();
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loop = startLoop({
      name: 'slow',
      everyMs: 60_000,
      runAtStart: false,
      log,
      run: async () => {
        running++;
        most = Math.max(most, running);
        await gate;
        running--;
        throw new Error('bad row');
      },
    });
    const first = loop.poke();
    const second = loop.poke();
    release();
    await Promise.all([first, second]);
    await loop.stop();
    expect(most).toBe(1);
    expect(messages()).toEqual(['slow failed, retrying']);
  });
});
