import { type ChildProcess, fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { startSink } from './campaignSetup';

/** What the counting SMTP server has received, as its own process reports it (times: ms since the epoch). */
export interface SinkReport {
  received: number;
  first: number;
  last: number;
  uniqueRecipients: number;
}

/**
 * The counting SMTP server (startSink) in a process of its own, as a real mail server would be: the load
 * generator in the benchmark process then does not slow its answers down.
 */
export async function startSinkProcess() {
  const child: ChildProcess = fork(import.meta.filename, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', () => reject(new Error('the SMTP sink exited early')));
  });
  return {
    url,
    report: () =>
      new Promise<SinkReport>((resolve) => {
        child.once('message', (message) => resolve(message as SinkReport));
        child.send('report');
      }),
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--serve')) {
  const sink = await startSink();
  const epoch = (at: number) => (at === 0 ? 0 : performance.timeOrigin + at);
  process.on('message', () => {
    const { received, first, last, recipients } = sink.state;
    process.send!({ received, first: epoch(first), last: epoch(last), uniqueRecipients: recipients.size });
  });
  process.on('SIGTERM', () => void sink.stop().then(() => process.exit(0)));
  process.send!(sink.url);
}
