import { formatSseEvent, type MentorStreamEventName, type MentorStreamEvents } from '@common/mentor';
import type { FastifyReply } from 'fastify';

/** A server-sent event stream on a reply the route has taken over. */
export interface EventStream {
  send<K extends MentorStreamEventName>(event: K, data: MentorStreamEvents[K]): void;
  end(): void;
  /** Aborted when the client goes away before the stream ends. */
  readonly signal: AbortSignal;
}

/**
 * Takes the reply over from Fastify and opens a text/event-stream on it. Headers Fastify already holds for the
 * reply (security headers) are kept; nothing is buffered by proxies (X-Accel-Buffering: no).
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      ([name, value]) => value !== undefined && name !== 'content-length',
    ),
  ) as Record<string, string | string[] | number>;
  raw.writeHead(200, {
    ...inherited,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    send(event, data) {
      if (open()) raw.write(formatSseEvent(event, data));
    },
    end() {
      if (open()) raw.end();
    },
    signal: controller.signal,
  };
}
