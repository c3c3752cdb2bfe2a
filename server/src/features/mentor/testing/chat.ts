import { type ChatMessage, type MentorSource, type MentorStreamEvent, parseSseEvents } from '@common/mentor';
import type { LightMyRequestResponse } from 'fastify';
import type { RequestOptions, TestClient } from '../../../test/client';

/** A chat answer as a test reads it: the raw response, its events in order, the text and the stored answer. */
export interface ChatResult {
  response: LightMyRequestResponse;
  events: MentorStreamEvent[];
  text: string;
  sources: MentorSource[];
  answer: ChatMessage | null;
  conversationId: number | null;
}

/** Sends POST /api/mentor/chat and reads the event stream. */
export async function chat(
  client: TestClient,
  body: Record<string, unknown>,
  options?: RequestOptions,
): Promise<ChatResult> {
  const response = await client.post('/api/mentor/chat', body, options);
  const events = response.statusCode === 200 ? parseSseEvents(`${response.body}\n\n`).events : [];
  let text = '';
  let sources: MentorSource[] = [];
  let answer: ChatMessage | null = null;
  let conversationId: number | null = null;
  for (const e of events) {
    if (e.event === 'start') conversationId = e.data.conversationId;
    if (e.event === 'delta') text += e.data.text;
    if (e.event === 'notice' && e.data.restart) text = '';
    if (e.event === 'sources') sources = e.data.sources;
    if (e.event === 'done') answer = e.data.message;
  }
  return { response, events, text, sources, answer, conversationId };
}
