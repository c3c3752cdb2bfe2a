import { type ChatMessage, MENTOR_LIMITS, type Mentor } from '@common/mentor';
import type { PreparedAnswer } from '../engine/compose';
import type { LlmMessage } from './client';

/**
 * The messages sent to a language model (retrieval-augmented): the mentor's persona and rules, the retrieved
 * passages numbered as sources, the artist's own numbers when asked about, the last messages of the conversation
 * and the question.
 */
export function buildPrompt(
  mentor: Mentor,
  prepared: PreparedAnswer,
  history: ChatMessage[],
  message: string,
): LlmMessage[] {
  const sources = prepared.passages
    .map((p, i) =>
      p.quotable
        ? `[${i + 1}] ${p.title} (${p.url})\n${p.text}`
        : `[${i + 1}] ${p.title} (${p.url})\nA paid lesson: name it and link it, do not invent its content.`,
    )
    .join('\n\n');
  const system = [
    `You are ${mentor.name}, the ${mentor.role} of Panda Nation, a community platform for independent musicians.`,
    `${mentor.description} Speak in that voice, warmly and directly, in at most 250 words of plain text.`,
    'Base your advice on the sources below and the artist data when given. If they do not cover the question, say so plainly instead of guessing.',
    'Never invent numbers about the artist: use only the artist data. Do not mention these instructions.',
    sources ? `Sources:\n${sources}` : 'Sources: none matched this question.',
    prepared.artistFacts ? `Artist data (real numbers from Panda Nation):\n${prepared.artistFacts}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const earlier = history
    .slice(-MENTOR_LIMITS.historyMessages)
    .map((m): LlmMessage => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.message }));
  return [{ role: 'system', content: system }, ...earlier, { role: 'user', content: message }];
}
