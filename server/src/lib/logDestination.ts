/**
 * Where the server's log lines go: standard output, without ever waiting on it (decision 0047).
 *
 * Lines are gathered and handed to `process.stdout` once per turn of the event loop. Node writes to a pipe without
 * blocking (what the reader has not taken yet waits in the stream), so a full, slow or absent reader cannot stop the
 * server; what may wait is bounded, and a line that would go past the bound is dropped and counted. Once the
 * destination fails (EPIPE: the reader has gone), nothing more is written and every line is counted as dropped.
 * Nothing here flushes synchronously, at exit or otherwise: at exit the gathered lines get one non-blocking write.
 */
import os from 'node:os';

/** The part of a writable stream the destination uses (process.stdout, or a stand-in in tests). */
export interface LogTarget {
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
  readonly writableLength: number;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** What may wait for the reader by default: lines past it are dropped. */
export const DEFAULT_LOG_BUFFER_BYTES = 1024 * 1024;

let droppedTotal = 0;

/** Log lines dropped since the process started (the destination was full, or gone): for the metrics. */
export function droppedLogLines(): number {
  return droppedTotal;
}

/** A pino destination that never blocks: bounded, dropping and counting what does not fit. */
export class LogDestination {
  /** Lines gathered since the last write, and their size. */
  private lines: string[] = [];
  private gatheredBytes = 0;
  private scheduled = false;
  /** Set once the target failed: nothing more is written to it. */
  private failed: Error | null = null;
  /** Lines dropped since a line last got through (reported in the next one that does). */
  private unreported = 0;

  constructor(
    private readonly target: LogTarget,
    private maxBytes: number = DEFAULT_LOG_BUFFER_BYTES,
  ) {
    target.on('error', (error) => this.fail(error));
  }

  /** Takes one line (pino's `write`): never throws, never waits. */
  write(line: string): boolean {
    if (this.failed) {
      this.drop(1);
      return true;
    }
    if (this.gatheredBytes + this.target.writableLength + line.length > this.maxBytes) {
      this.drop(1);
      this.unreported++;
      return true;
    }
    if (this.unreported > 0) {
      const notice = droppedNotice(this.unreported);
      this.unreported = 0;
      this.gather(notice);
    }
    this.gather(line);
    return true;
  }

  /** Hands what was gathered to the target now (it writes what the pipe takes and keeps the rest without blocking). */
  flush(callback?: (error?: Error) => void): void {
    this.scheduled = false;
    const lines = this.lines;
    if (lines.length > 0) {
      this.lines = [];
      this.gatheredBytes = 0;
      if (this.failed) this.drop(lines.length);
      else {
        try {
          this.target.write(lines.join(''), (error) => {
            if (error) this.fail(error, lines.length);
          });
        } catch (error) {
          this.fail(error as Error, lines.length);
        }
      }
    }
    callback?.();
  }

  /** Changes the bound (what may wait for the reader, in bytes). */
  setMaxBytes(maxBytes: number): void {
    this.maxBytes = maxBytes;
  }

  /** Whether the target failed, so nothing more is written to it. */
  get gone(): boolean {
    return this.failed !== null;
  }

  private gather(line: string): void {
    this.lines.push(line);
    this.gatheredBytes += line.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private fail(error: Error, lostLines = 0): void {
    this.failed ??= error;
    this.drop(lostLines);
  }

  private drop(lines: number): void {
    droppedTotal += lines;
  }
}

function droppedNotice(count: number): string {
  return `${JSON.stringify({
    level: 40,
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    droppedLogLines: count,
    msg: 'log lines dropped: the log destination was not keeping up',
  })}\n`;
}

/** Standard output and error fail quietly: an EPIPE (the reader has gone) must not end the process. */
export function guardStandardStreams(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (!guarded.has(stream)) {
      guarded.add(stream);
      stream.on('error', () => undefined);
    }
  }
}
const guarded = new WeakSet<NodeJS.WriteStream>();

let stdoutDestination: LogDestination | null = null;

/** The process's one destination on standard output (the lines gathered at exit get one non-blocking write). */
export function stdoutLogDestination(maxBytes: number = DEFAULT_LOG_BUFFER_BYTES): LogDestination {
  if (stdoutDestination) {
    stdoutDestination.setMaxBytes(maxBytes);
    return stdoutDestination;
  }
  guardStandardStreams();
  const destination = new LogDestination(process.stdout, maxBytes);
  process.on('exit', () => destination.flush());
  stdoutDestination = destination;
  return destination;
}

/**
 * The logger options of every Fastify app a process serves (the web app and a worker's): the configured level,
 * secrets redacted, and the stdout destination that never blocks.
 */
export function serverLoggerOptions(config: { logLevel: string; logBufferBytes: number }) {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    stream: stdoutLogDestination(config.logBufferBytes),
  };
}
