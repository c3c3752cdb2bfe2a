import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderCover, type RenderJob } from './renderCover';

/** A request to the render worker, and its answer. */
export interface RenderMessage {
  id: number;
  job: RenderJob;
}
export type RenderReply =
  { id: number; ok: true; png: ArrayBuffer } | { id: number; ok: false; error: string };

// On Linux a thread has its own nice value: this render thread yields the CPU to the event loop (and to requests)
// when cores are short, so renders never push the API's latency up. Lowering one's priority needs no privilege.
try {
  os.setPriority(10);
} catch {
  // Not supported here: renders run at normal priority.
}

// One render at a time per thread; the pool never sends a second before the first is answered.
parentPort?.on('message', (message: RenderMessage) => {
  try {
    const png = renderCover(message.job);
    const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
    parentPort!.postMessage({ id: message.id, ok: true, png: bytes } satisfies RenderReply, [bytes]);
  } catch (error) {
    const reply: RenderReply = { id: message.id, ok: false, error: (error as Error).message };
    parentPort!.postMessage(reply);
  }
});
