import type { MentorId, MentorSource } from '@common/mentor';
import type { Db } from '../../../db/connection';
import { artistReport, type ArtistReport, personalIntent, SIGN_IN_FOR_DATA } from './personal';
import type { Passage } from './passage';
import { indexFor, rankPassages, type RankedPassage, selectPassages } from './retrieval';
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

/** Lower-cases the first letter unless the sentence opens with a name or an acronym. */
function lowerFirst(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? '';
  if (
    /^[A-Z][a-z]+$/.test(first) &&
    !/^(Panda|Spotify|Apple|YouTube|TikTok|SoundExchange|The MLC)$/.test(first)
  ) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
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

/**
 * Prepares the answer to a message (decision 0038): small talk is answered in the mentor's voice; questions
 * about the asker's own music read their real numbers; everything else is answered from the best passages of
 * the knowledge base, the lessons and the platform help, ranked with BM25 and weighted by the mentor's topics.
 */
export async function prepareAnswer(
  db: Db,
  userId: number | null,
  mentorId: MentorId,
  message: string,
  now = new Date(),
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
  const chosen = selectPassages(rankPassages(index, message, mentorId), intent ? 2 : 3);
  const paragraphs: string[] = [];
  if (report) paragraphs.push(...report.paragraphs);
  else if (intent) paragraphs.push(SIGN_IN_FOR_DATA);

  if (chosen.length > 0) {
    const fromPassages = composeFromPassages(mentorId, hash, chosen);
    // After the artist's numbers the advice needs no opener of its own.
    if (intent) fromPassages[0] = passageText(mentorId, chosen[0]!);
    paragraphs.push(...fromPassages);
  } else if (!intent) {
    return { paragraphs: [voice.unknown], sources: [], passages: [], artistFacts: null };
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
