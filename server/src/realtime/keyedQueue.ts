/**
 * Work queued under a key runs one after another in arrival order; a key's entry is dropped once its
 * queue drains, so nothing outlives the work (a recovered socket, a new object with the same id, queues
 * behind the old one's departure).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs work after everything queued before under this key; work must not throw (it is awaited as is). */
  run(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.tails.set(key, next);
    const drop = () => {
      if (this.tails.get(key) === next) this.tails.delete(key);
    };
    next.then(drop, drop);
    return next;
  }

  /** Keys with work pending. */
  get size(): number {
    return this.tails.size;
  }
}
