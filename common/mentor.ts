import { z } from 'zod';

/** The three mentors of part 2, section 3. */
export const MENTOR_IDS = ['drizzy', 'vocal_coach', 'business_guru'] as const;
export type MentorId = (typeof MENTOR_IDS)[number];

/** Mentor (part 2, section 3): id, name, role, avatar, description, specialties. */
export interface Mentor {
  id: MentorId;
  name: string;
  role: string;
  /** Initials shown in the mentor's round avatar. */
  avatar: string;
  description: string;
  specialties: string[];
}

export const MENTORS: readonly Mentor[] = [
  {
    id: 'drizzy',
    name: 'Drizzy',
    role: 'Hip-Hop Mentor',
    avatar: 'DZ',
    description:
      'A writer-producer who has spent years in sessions. Ask about verses and hooks, flow, beats, arrangement and getting a mix to knock.',
    specialties: ['Songwriting', 'Flow and delivery', 'Beat making', 'Mixing'],
  },
  {
    id: 'vocal_coach',
    name: 'Vocal Coach',
    role: 'Vocal Performance Coach',
    avatar: 'VC',
    description:
      'A singing teacher for rappers and singers alike. Ask about breath, pitch, range, warm-ups, keeping your voice healthy and recording vocals.',
    specialties: ['Vocal technique', 'Vocal health', 'Performance', 'Recording vocals'],
  },
  {
    id: 'business_guru',
    name: 'Business Guru',
    role: 'Music Business Strategist',
    avatar: 'BG',
    description:
      'A manager who has run independent releases end to end. Ask about royalties, publishing, distribution, contracts, marketing and planning a release.',
    specialties: ['Royalties and publishing', 'Distribution', 'Contracts', 'Marketing and releases'],
  },
];

/** The mentor with this id (the first mentor for an unknown id). */
export function mentorById(id: string): Mentor {
  return MENTORS.find((m) => m.id === id) ?? MENTORS[0]!;
}

/** Limits of the chat (decision 0038). */
export const MENTOR_LIMITS = {
  maxMessageLength: 2000,
  /** Messages a signed-in user may send per minute. */
  perUserPerMinute: 20,
  /** Messages a visitor (not signed in) may send per hour from one address. */
  visitorPerHour: 5,
  /** Earlier messages of a conversation handed to a language model. */
  historyMessages: 10,
  /** Conversations listed per mentor. */
  listedConversations: 50,
} as const;

export const MENTOR_MESSAGES = {
  blank: 'Please type a message.',
  tooLong: `Messages can be at most 2,000 characters.`,
  unknownMentor: 'Choose one of the three mentors.',
  tooMany: 'You are sending messages faster than the mentors can answer. Please wait a minute and try again.',
  /** `perHour` is the configured visitor limit (5 unless MENTOR_VISITOR_RATE_LIMIT_PER_HOUR says otherwise). */
  visitorLimit: (perHour: number = MENTOR_LIMITS.visitorPerHour) =>
    `You have used your ${perHour} free ${perHour === 1 ? 'message' : 'messages'} for this hour. Sign in to keep chatting with the mentors.`,
  conversationNotFound: 'Conversation not found',
  sourceNotFound: 'That source is not in the knowledge base.',
  llmFallback: 'The language model did not answer, so the built-in mentor answered instead.',
  failed: 'The mentor could not answer just now. Please try again.',
  /** The answer to a question outside music making, releasing and the music business (decision 0038). */
  offTopic: 'I can help with music making, releasing and the music business.',
} as const;

/** POST /api/mentor/chat */
export const mentorChatSchema = z.object({
  mentorId: z.enum(MENTOR_IDS, { error: MENTOR_MESSAGES.unknownMentor }),
  message: z
    .string({ error: MENTOR_MESSAGES.blank })
    .trim()
    .min(1, MENTOR_MESSAGES.blank)
    .max(MENTOR_LIMITS.maxMessageLength, MENTOR_MESSAGES.tooLong),
  conversationId: z.number().int().positive().optional(),
});
export type MentorChatInput = z.infer<typeof mentorChatSchema>;

/** GET /api/mentor/conversations?mentorId= */
export const conversationListQuerySchema = z.object({
  mentorId: z.enum(MENTOR_IDS, { error: MENTOR_MESSAGES.unknownMentor }).optional(),
});

/** GET /api/mentor/status: whether a language model is configured (otherwise the built-in engine answers). */
export interface MentorStatus {
  llm: boolean;
}

/** GET /api/mentor/knowledge/:id: a passage's id is its slug, e.g. 'mixing-gain-staging'. */
export const knowledgePassageParamsSchema = z.object({
  id: z.string().describe("The passage's id, e.g. mixing-gain-staging"),
});

/** Where an answer came from: a knowledge-base passage, an education lesson, platform help or the artist's data. */
export type MentorSourceKind = 'knowledge' | 'lesson' | 'help' | 'data';

export interface MentorSource {
  id: string;
  kind: MentorSourceKind;
  title: string;
  /** A link inside the app. */
  url: string;
}

/** Which engine wrote an answer: the built-in retrieval engine or the configured language model. */
export type MentorEngine = 'builtin' | 'llm';

/** Chat message (part 2, section 3): id, sender, message, timestamp, type; plus the answer's sources. */
export interface ChatMessage {
  id: string;
  sender: string;
  message: string;
  timestamp: string;
  type: 'ai' | 'user';
  sources: MentorSource[];
  engine: MentorEngine | null;
}

export interface ConversationSummary {
  id: number;
  mentorId: MentorId;
  title: string;
  updatedAt: string;
  messageCount: number;
}

/** GET /api/mentor/conversations */
export interface ConversationList {
  conversations: ConversationSummary[];
}

/** GET /api/mentor/conversations/:id */
export interface ConversationDetail {
  conversation: ConversationSummary;
  messages: ChatMessage[];
}

/** GET /api/mentor/knowledge/:id: one passage of the knowledge base (a source link opens it). */
export interface KnowledgePassageView {
  id: string;
  topic: string;
  topicLabel: string;
  title: string;
  text: string;
}

/** The link of a knowledge-base passage: the mentor page opens it in a dialog. */
export const knowledgeSourceUrl = (id: string) => `/drizzy-plus-ai?source=${encodeURIComponent(id)}`;

/** The server-sent events of POST /api/mentor/chat, by event name. */
export interface MentorStreamEvents {
  /** First: the stored user message, the conversation (null for visitors) and the engine that answers. */
  start: {
    conversationId: number | null;
    mentorId: MentorId;
    engine: MentorEngine;
    userMessage: ChatMessage;
  };
  /** A piece of the answer's text, in order. */
  delta: { text: string };
  /** The language model failed: what was streamed so far is dropped and the built-in engine answers. */
  notice: { message: string; restart: boolean };
  /** The sources the answer draws on. */
  sources: { sources: MentorSource[] };
  /** Last: the stored answer. */
  done: { message: ChatMessage };
  /** The answer failed after the stream began. */
  error: { message: string };
}
export type MentorStreamEventName = keyof MentorStreamEvents;
export type MentorStreamEvent = {
  [K in MentorStreamEventName]: { event: K; data: MentorStreamEvents[K] };
}[MentorStreamEventName];

/** One server-sent event in wire form. */
export function formatSseEvent<K extends MentorStreamEventName>(
  event: K,
  data: MentorStreamEvents[K],
): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Splits buffered server-sent-event text into complete events and the unfinished rest
 * (events are separated by a blank line; `event:` names them, `data:` lines carry JSON).
 */
export function parseSseEvents(buffer: string): { events: MentorStreamEvent[]; rest: string } {
  const events: MentorStreamEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) continue;
    try {
      events.push({ event: name, data: JSON.parse(data.join('\n')) } as MentorStreamEvent);
    } catch {
      // A malformed event is skipped rather than ending the stream.
    }
  }
  return { events, rest };
}
