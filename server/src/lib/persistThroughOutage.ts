import type { FailureRun } from './backgroundLoop';
import { outageOf } from './outage';

/** How long a write keeps trying while a dependency is away, and who hears of its failures. */
export interface PersistPolicy {
  /** Whether to try again after `failures` failures in a row, the last of them an outage. */
  keepTrying(failures: number): boolean;
  /** The wait before the next try, after `failures` failures in a row. */
  delayMs(failures: number): number;
  /** Told of every failure and of each success (a FailureRun logs a run of failures once). */
  failures?: Pick<FailureRun, 'failed' | 'succeeded'>;
}

/**
 * Runs a write, trying it again while the error says a dependency is away (outageOf) and the policy agrees:
 * an outcome that cannot be written would otherwise be lost to a brief outage. Any other error is thrown at
 * once; an outage the policy gives up on is thrown too.
 */
export async function persistThroughOutage(
  write: () => Promise<unknown>,
  policy: PersistPolicy,
): Promise<void> {
  for (let failures = 0; ;) {
    try {
      await write();
      policy.failures?.succeeded();
      return;
    } catch (error) {
      failures++;
      policy.failures?.failed(error);
      if (!outageOf(error) || !policy.keepTrying(failures)) throw error;
      await new Promise((resolve) => setTimeout(resolve, policy.delayMs(failures)).unref());
    }
  }
}
