const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Campaign emails this process may send per second (MAIL_RATE_PER_SECOND): one slot every 1/rate s, shared by
 * every campaign of the process, so successive runs never burst. With the rate unlimited (0) it is not asked.
 */
export const campaignPacer = {
  /** When the next slot comes (ms since the epoch). */
  next: 0,
  /** Waits for the next slot; false (and no slot used) when that slot comes after `deadline`. */
  async take(ratePerSecond: number, deadline: number): Promise<boolean> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    if (at >= deadline) return false;
    this.next = at + 1000 / ratePerSecond;
    if (at > now) await sleep(at - now);
    return true;
  },
  /** Gives an unused slot back (the recipient was skipped). */
  giveBack(ratePerSecond: number): void {
    this.next = Math.max(Date.now(), this.next - 1000 / ratePerSecond);
  },
};
