import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { LogDestination, type LogTarget, droppedLogLines } from './logDestination';

/** A stand-in for stdout whose writes complete only when told (a reader that does not read). */
class SlowTarget extends EventEmitter implements LogTarget {
  written: string[] = [];
  private pending: Array<{ chunk: string; callback: (error?: Error | null) => void }> = [];

  get writableLength(): number {
    return this.pending.reduce((sum, p) => sum + p.chunk.length, 0);
  }

  write(chunk: string, callback: (error?: Error | null) => void): boolean {
    this.pending.push({ chunk, callback });
    return false;
  }

  /** The reader takes everything waiting. */
  drain(): void {
    for (const { chunk, callback } of this.pending.splice(0)) {
      this.written.push(chunk);
      callback();
    }
  }

  /** The reader has gone: the waiting writes fail, and so does the stream. */
  breakPipe(): void {
    const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    for (const { callback } of this.pending.splice(0)) callback(error);
    this.emit('error', error);
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** A 100-byte log line. */
const line = (n: number) => `{"level":30,"msg":"${`line ${n}`.padEnd(100 - 23, '.')}"}\n`;

describe('LogDestination', () => {
  it('writes the lines of one turn of the event loop together, in order', async () => {
    const target = new SlowTarget();
    const destination = new LogDestination(target, 64 * 1024);
    destination.write(line(1));
    destination.write(line(2));
    expect(target.writableLength).toBe(0);
    await turn();
    target.drain();
    expect(target.written).toEqual([line(1) + line(2)]);
  });

  it('drops and counts the lines past the bound while the reader does not read, then says how many', async () => {
    const target = new SlowTarget();
    const destination = new LogDestination(target, 1000);
    const before = droppedLogLines();
    // 100 bytes a line: 10 fit, the other 20 are dropped, and nothing waits.
    for (let n = 1; n <= 30; n++) expect(destination.write(line(n))).toBe(true);
    await turn();
    expect(target.writableLength).toBeLessThanOrEqual(1000);
    expect(droppedLogLines() - before).toBe(20);

    target.drain();
    destination.write(line(31));
    await turn();
    target.drain();
    const lines = target.written.join('').trimEnd().split('\n');
    expect(lines.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => line(i + 1).trimEnd()));
    const notice = JSON.parse(lines.at(-2)!);
    expect(notice).toMatchObject({ level: 40, droppedLogLines: 20 });
    expect(notice.msg).toContain('log lines dropped');
    expect(lines.at(-1)).toBe(line(31).trimEnd());
  });

  it('stops writing once the reader has gone, counting what was lost and every line after', async () => {
    const target = new SlowTarget();
    const destination = new LogDestination(target, 64 * 1024);
    const before = droppedLogLines();
    destination.write(line(1));
    destination.write(line(2));
    await turn();
    target.breakPipe();
    expect(destination.gone).toBe(true);
    expect(droppedLogLines() - before).toBe(2);

    destination.write(line(3));
    destination.flush();
    await turn();
    expect(target.writableLength).toBe(0);
    expect(target.written).toEqual([]);
    expect(droppedLogLines() - before).toBe(3);
  });

  it('does not throw when the target throws', () => {
    const target = new SlowTarget();
    target.write = () => {
      throw new Error('write after end');
    };
    const destination = new LogDestination(target, 64 * 1024);
    const before = droppedLogLines();
    destination.write(line(1));
    expect(() => destination.flush()).not.toThrow();
    expect(destination.gone).toBe(true);
    expect(droppedLogLines() - before).toBe(1);
  });
});
