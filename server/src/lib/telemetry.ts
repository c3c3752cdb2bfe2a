/**
 * What the lower layers (job runner, mail, storage) report as they work, for the metrics feature to count. The
 * metrics feature implements it and puts it on the app context (ctx.telemetry); a process without metrics leaves
 * it unset, and the callers then report nothing. Every method is synchronous and cheap: it only counts.
 */
export interface Telemetry {
  /** A job attempt ended: done, failed for good, queued again to retry, or handed back during an outage. */
  jobFinished(type: string, outcome: JobOutcome): void;
  /** A mail transport's answer to one try: taken, refused for now (tried again), or refused for good. */
  mailFinished(transport: string, outcome: MailTry): void;
  /** A storage operation failed; `unavailable` when the storage itself was away (see lib/outage). */
  storageFailed(operation: string, unavailable: boolean): void;
}

export type JobOutcome = 'done' | 'failed' | 'retried' | 'interrupted';

export type MailTry = 'sent' | 'deferred' | 'failed';
