import { type ChatMessage, MENTOR_MESSAGES, type MentorId, type MentorSource } from '@common/mentor';
import type { Db } from '../../../db/connection';
import { artistReport, type ArtistReport, personalIntent, SIGN_IN_FOR_DATA } from './personal';
import type { Passage } from './passage';
import { KNOWLEDGE } from '../knowledge/index';
import {
  domainTerms,
  indexFor,
  type PassageIndex,
  type RankContext,
  rankPassages,
  type RankedPassage,
  selectPassages,
} from './retrieval';
import { meaningfulTerms } from './terms';
import { hashText, pick, VOICES } from './voices';

/** Everything an answer is made from: the built-in engine's text and sources, and the context for a language model. */
export interface PreparedAnswer {
  /** The built-in answer, paragraph by paragraph. */
  paragraphs: string[];
  sources: MentorSource[];
  /** Retrieved passages (paid lessons by title only) handed to a language model. */
  passages: Pick<Passage, 'title' | 'text' | 'url' | 'quotable'>[];
  /** The artist's own numbers as plain lines, when the question was about them. */
  artistFacts: string | null;
}

const GREETING = /^(hi|hey|hello|yo|sup|hiya|howdy|good (morning|afternoon|evening)|what'?s up|wassup)\b/i;
const THANKS = /^(thanks|thank you|thx|cheers|ty|appreciate it)\b/i;

/** A greeting or thanks with nothing else to answer (at most two meaningful words besides it). */
function smallTalk(message: string): 'greeting' | 'thanks' | null {
  const text = message.trim();
  const kind = GREETING.test(text) ? 'greeting' : THANKS.test(text) ? 'thanks' : null;
  if (!kind) return null;
  const rest = text.replace(kind === 'greeting' ? GREETING : THANKS, '');
  return meaningfulTerms(rest).length <= 2 ? kind : null;
}

const sourceOf = (p: Passage): MentorSource => ({ id: p.id, kind: p.kind, title: p.title, url: p.url });

/** A passage in the answer: quoted when it may be, otherwise named with a pointer to the lesson. */
function passageText(mentorId: MentorId, hit: RankedPassage): string {
  const p = hit.passage;
  return p.quotable ? p.text : VOICES[mentorId].lessonPointer(`“${p.title}”`);
}

/** The built-in answer from the chosen passages, in the mentor's voice. */
function composeFromPassages(mentorId: MentorId, hash: number, chosen: RankedPassage[]): string[] {
  const voice = VOICES[mentorId];
  return chosen.map((hit, i) =>
    i === 0
      ? `${pick(voice.openers, hash)} ${passageText(mentorId, hit)}`
      : `${pick(voice.bridges, hash, i)} ${lowerFirst(passageText(mentorId, hit))}`,
  );
}

/** Every word the knowledge base writes in lower case somewhere. */
const LOWER_CASE_WORDS = new Set(KNOWLEDGE.flatMap((p) => p.text.match(/\b\p{Ll}[\p{L}’']*/gu) ?? []));

/**
 * Names: words the knowledge base writes with a capital inside a sentence and never in lower case (Spotify,
 * SoundExchange, Panda...), so they keep it when a passage is joined after a bridge.
 */
const NAMES = new Set(
  KNOWLEDGE.flatMap((p) =>
    [...p.text.matchAll(/(?<![.!?:]\s|^)(?<=\s)([A-Z][\p{L}’']*)/gu)].map((m) => m[1]!.replace(/[’']s$/, '')),
  ).filter((word) => !LOWER_CASE_WORDS.has(word.toLowerCase())),
);

/**
 * Lower-cases a sentence's first letter, for joining it after a bridge that ends mid-sentence ('It also helps
 * to know that a chorus lands harder...'), unless it opens with a name, an acronym (ISRC, EQ, 808s) or 'I'.
 */
export function lowerFirst(text: string): string {
  const first = (text.split(/\s/, 1)[0] ?? '').replace(/[^\p{L}\p{N}’']/gu, '');
  const word = first.replace(/[’']s$/, '');
  const keep =
    word === 'I' ||
    /^I[’']/.test(first) ||
    /^[\p{Lu}\p{N}]{2,}/u.test(word) ||
    /\p{N}/u.test(word) ||
    NAMES.has(word);
  if (keep || !/^\p{Lu}/u.test(word)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The mentor's closing line, skipping one whose opening words the answer already says. */
function closerFor(closers: string[], hash: number, said: string): string {
  const text = said.toLowerCase();
  for (let i = 0; i < closers.length; i += 1) {
    const closer = pick(closers, hash, 7 + i);
    const opening = closer.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
    if (!text.includes(opening)) return closer;
  }
  return pick(closers, hash, 7);
}

const dedupe = (sources: MentorSource[]) => [
  ...new Map(sources.map((s) => [`${s.kind}:${s.id}`, s])).values(),
];

/** One earlier question of the conversation and the passages its answer used. */
interface Turn {
  question: string;
  sourceIds: string[];
}

/** The conversation's earlier questions, oldest first, each with the sources of the answer that followed it. */
function turnsOf(history: readonly ChatMessage[]): Turn[] {
  const turns: Turn[] = [];
  for (const message of history) {
    if (message.type === 'user') turns.push({ question: message.message, sourceIds: [] });
    else if (turns.length > 0) {
      turns[turns.length - 1]!.sourceIds.push(
        ...message.sources.filter((s) => s.kind !== 'data').map((s) => s.id),
      );
    }
  }
  return turns;
}

/** Asks for more on what was just answered: 'Can you give me more detail on that?', 'Tell me more'. */
const DEEPEN =
  /\b(more detail|more details|in detail|elaborate|go deeper|dig deeper|tell me more|say more|explain (that|this|it) (more|further)|expand on|more (on|about) (that|this|it)|what do you mean|give me an example|for example)\b/i;
/** Refers back to the conversation: 'And what about the low end?', 'What if it is too loud?'. */
const REFERS_BACK =
  /^(and|but|also|so|then|what about|how about|what if)\b|\b(that|this|it|those|them|these)\b/i;

/** How a follow-up is read: the query retrieval runs, and what the conversation adds to the ranking. */
interface Reading {
  query: string;
  context: RankContext;
  /** Words the best passage must match for the answer to be about this message (none: any). */
  mustMatch: string[];
  kind: 'question' | 'deepen' | 'aspect';
}

/**
 * Reads a message in its conversation (decision 0038, "Follow-ups"): a request for more detail runs the previous
 * question again without the passages already given; a short message that refers back ('And what about the low
 * end?') is searched together with the previous question, its answer must match the new words, and passages
 * already given are skipped. Either way passages on the topics of the previous answer count more.
 */
function readInConversation(index: PassageIndex, message: string, turns: Turn[]): Reading {
  const terms = meaningfulTerms(message);
  const previous = turns.at(-1);
  if (!previous) return { query: message, context: {}, mustMatch: [], kind: 'question' };
  const given = new Set(turns.flatMap((t) => t.sourceIds));
  const topics = new Set(
    previous.sourceIds.map((id) => index.passages.get(id)?.topic).filter((t): t is string => t !== undefined),
  );
  const context: RankContext = { topics, exclude: given };
  const previousTerms = new Set(meaningfulTerms(previous.question));
  // The words of the request for more ('more detail', 'an example') are not a new subject.
  const newWords = domainTerms(index, message.replace(DEEPEN, ' ')).filter(
    (term) => !previousTerms.has(term),
  );
  if (DEEPEN.test(message) && newWords.length === 0) {
    // The subject is the previous question's (or, if that was itself a follow-up, the one before it).
    const subject = [...turns].reverse().find((t) => domainTerms(index, t.question).length > 0);
    return { query: subject?.question ?? previous.question, context, mustMatch: [], kind: 'deepen' };
  }
  if (terms.length <= 4 && REFERS_BACK.test(message)) {
    return { query: `${message} ${previous.question}`, context, mustMatch: terms, kind: 'aspect' };
  }
  return { query: message, context: { topics }, mustMatch: [], kind: 'question' };
}

/** The answer to a question outside the field: what the mentors can help with, and questions to try. */
function offTopicAnswer(mentorId: MentorId): PreparedAnswer {
  const examples = VOICES[mentorId].examples.map((e) => `“${e}”`);
  const tryThese = `${examples.slice(0, -1).join(', ')} or ${examples.at(-1)}`;
  return {
    paragraphs: [MENTOR_MESSAGES.offTopic, `Try asking ${tryThese}`],
    sources: [],
    passages: [],
    artistFacts: null,
  };
}

/**
 * Prepares the answer to a message (decision 0038): small talk is answered in the mentor's voice; questions
 * about the asker's own music read their real numbers; a question outside the field gets what the mentors can
 * help with instead of a guess; everything else is answered from the best passages of the knowledge base, the
 * lessons and the platform help, ranked with BM25, weighted by the mentor's topics and read in the conversation
 * (`history`: its earlier messages, oldest first).
 */
export async function prepareAnswer(
  db: Db,
  userId: number | null,
  mentorId: MentorId,
  message: string,
  now = new Date(),
  history: readonly ChatMessage[] = [],
): Promise<PreparedAnswer> {
  const voice = VOICES[mentorId];
  const hash = hashText(message);
  const talk = smallTalk(message);
  if (talk) {
    return {
      paragraphs: [talk === 'greeting' ? voice.greeting : voice.thanks],
      sources: [],
      passages: [],
      artistFacts: null,
    };
  }

  const intent = personalIntent(message);
  let report: ArtistReport | null = null;
  if (intent && userId !== null) report = await artistReport(db, userId, intent, voice.dataIntro, now);

  const index = await indexFor(db);
  const reading = readInConversation(index, message, turnsOf(history));
  if (!intent && reading.kind === 'question' && domainTerms(index, message).length === 0) {
    return offTopicAnswer(mentorId);
  }
  const ranked = rankPassages(index, reading.query, mentorId, 8, reading.context);
  let chosen = selectPassages(ranked, intent ? 2 : 3, index.domain);
  if (reading.mustMatch.length > 0 && !chosen[0]?.terms.some((term) => reading.mustMatch.includes(term))) {
    chosen = [];
  }
  const paragraphs: string[] = [];
  if (report) paragraphs.push(...report.paragraphs);
  else if (intent) paragraphs.push(SIGN_IN_FOR_DATA);

  if (chosen.length > 0) {
    const fromPassages = composeFromPassages(mentorId, hash, chosen);
    // After the artist's numbers the advice needs no opener of its own.
    if (intent) fromPassages[0] = passageText(mentorId, chosen[0]!);
    paragraphs.push(...fromPassages);
  } else if (!intent) {
    const text = reading.kind === 'deepen' ? voice.noMore : voice.unknown;
    return { paragraphs: [text], sources: [], passages: [], artistFacts: null };
  }
  paragraphs.push(closerFor(voice.closers, hash, paragraphs.join(' ')));

  return {
    paragraphs,
    sources: dedupe([...(report?.sources ?? []), ...chosen.map((hit) => sourceOf(hit.passage))]),
    passages: chosen.map(({ passage: p }) => ({
      title: p.title,
      text: p.quotable ? p.text : '',
      url: p.url,
      quotable: p.quotable,
    })),
    artistFacts: report?.facts ?? null,
  };
}
