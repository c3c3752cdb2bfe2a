import { type MentorChatInput, type MentorId, type MentorStreamEvent, parseSseEvents } from '@common/mentor';
import { answerError, request, requestResponse } from '@/lib/api';

/** Query keys: the first element is the GET URL. */
export const mentorKeys = {
  status: ['/api/mentor/status'] as const,
  conversations: (mentorId: MentorId) => [`/api/mentor/conversations?mentorId=${mentorId}`] as const,
  conversation: (id: number) => [`/api/mentor/conversations/${id}`] as const,
  passage: (id: string) => [`/api/mentor/knowledge/${encodeURIComponent(id)}`] as const,
};

/**
 * POST /api/mentor/chat, read as server-sent events: each event is handed to `onEvent` as it arrives.
 * A refusal before the stream (400, 404, 429) is thrown as an ApiError carrying the server's message.
 */
export async function streamChat(
  input: MentorChatInput,
  onEvent: (event: MentorStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await requestResponse('POST', '/api/mentor/chat', {
    body: input,
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!res.body) throw answerError(res.status, '', res.statusText);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const parsed = parseSseEvents(done ? `${buffer}\n\n` : buffer);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
    if (done) return;
  }
}

/** DELETE /api/mentor/conversations/:id */
export async function deleteConversation(id: number): Promise<void> {
  await request('DELETE', `/api/mentor/conversations/${id}`);
}
