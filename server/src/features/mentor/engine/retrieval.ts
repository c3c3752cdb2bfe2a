import type { MentorId } from '@common/mentor';
import MiniSearch from 'minisearch';
import type { Db } from '../../../db/connection';
import { KNOWLEDGE } from '../knowledge/index';
import { lessonsSignature, loadLessonPassages } from './lessons';
import type { Passage } from './passage';
import { meaningfulTerms, processTerm } from './terms';
import { TOPIC_WEIGHTS } from './voices';

/** A passage with its score: BM25 (MiniSearch's BM25+) times the asking mentor's weight for its topic. */
export interface RankedPassage {
  passage: Passage;
  score: number;
  /** The share of the query's meaningful terms that the passage contains (0..1). */
  coverage: number;
  /** The query's terms the passage contains. */
  terms: string[];
}

/** The knowledge base as passages (quotable, always). */
const KNOWLEDGE_PASSAGES: Passage[] = KNOWLEDGE.map((p) => ({ ...p, quotable: true }));

/** An index over the knowledge base and the published lessons, with the lessons' signature it was built from. */
export interface PassageIndex {
  signature: string;
  search: MiniSearch<Passage>;
  passages: Map<string, Passage>;
  /** The field's own words: the terms of every passage's title and topic (decision 0038, "In the field"). */
  domain: Set<string>;
}

/**
 * Title words that say nothing about music on their own: a question made only of these ("What time is it?", "Who
 * won the game last night?") is not about the field even when a title happens to use them.
 */
const GENERIC_TITLE_TERMS = new Set(
  `time times day days life home person real first two ten small short full past new older fresh quick quickly
  every everywhere other outside inside own start starting end keep let leave see take takes taking talk work
  working job point points name form log list line lines life us cut pass reach love fake sick study goal goals
  test check plan plans planning way ways date matter matters mean watch weeks minute number numbers help tip tips
  tool tools guide common typical within without together through against versus don abroad like us uk eu usa ny
  tv id mb`
    .split(/\s+/)
    .map((word) => processTerm(word))
    .filter((term): term is string => term !== null),
);

/** The field's words in a text: its meaningful terms that some passage's title or topic uses. */
export function domainTerms(index: PassageIndex, text: string): string[] {
  return meaningfulTerms(text).filter((term) => index.domain.has(term));
}

/** Builds the BM25 index; titles count double. */
export function buildIndex(passages: Passage[], signature = ''): PassageIndex {
  const search = new MiniSearch<Passage>({
    fields: ['title', 'text', 'topicLabel'],
    idField: 'id',
    processTerm,
    searchOptions: {
      boost: { title: 2, topicLabel: 0.5 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      processTerm,
    },
  });
  search.addAll(passages);
  const domain = new Set<string>();
  for (const p of passages) {
    // The titles and topics, and the acronyms the advice names (SACEM, ISRC, LUFS, DAW...).
    const acronyms = p.text.match(/\b[A-Z][A-Z0-9]{1,}\b/g) ?? [];
    for (const term of meaningfulTerms(`${p.title} ${p.topicLabel} ${acronyms.join(' ')}`)) {
      if (!GENERIC_TITLE_TERMS.has(term)) domain.add(term);
    }
  }
  return { signature, search, passages: new Map(passages.map((p) => [p.id, p])), domain };
}

const indexes = new WeakMap<Db, Promise<PassageIndex>>();

/**
 * The index for a database: built once, and again whenever the published lessons change (their signature is
 * read on each call; building takes a few tens of milliseconds).
 */
export async function indexFor(db: Db): Promise<PassageIndex> {
  const signature = await lessonsSignature(db);
  const cached = indexes.get(db);
  if (cached) {
    const index = await cached.catch(() => null);
    if (index && index.signature === signature) return index;
  }
  const building = loadLessonPassages(db).then((lessons) =>
    buildIndex([...KNOWLEDGE_PASSAGES, ...lessons], signature),
  );
  indexes.set(db, building);
  return building;
}

/** How much a passage on the topic the conversation is on counts, over the mentor's own weight. */
export const CONVERSATION_TOPIC_WEIGHT = 1.3;

/** What shapes a ranking besides the question: the topics the conversation has been on. */
export interface RankContext {
  /** Topics of the passages the previous answer used. */
  topics?: ReadonlySet<string>;
  /** Passages already given in this conversation, which "more detail" skips. */
  exclude?: ReadonlySet<string>;
}

/** Ranks passages for a question, weighting each by the mentor's interest in its topic. */
export function rankPassages(
  index: PassageIndex,
  query: string,
  mentorId: MentorId,
  limit = 8,
  context: RankContext = {},
): RankedPassage[] {
  const weights = TOPIC_WEIGHTS[mentorId];
  const queryTerms = new Set(meaningfulTerms(query)).size;
  return index.search
    .search(query)
    .filter((hit) => !context.exclude?.has(String(hit.id)))
    .map((hit) => {
      const passage = index.passages.get(String(hit.id))!;
      const coverage = queryTerms === 0 ? 0 : Math.min(1, new Set(hit.queryTerms).size / queryTerms);
      const onTopic = context.topics?.has(passage.topic) ? CONVERSATION_TOPIC_WEIGHT : 1;
      const score = hit.score * (weights[passage.topic] ?? 1) * onTopic;
      return { passage, score, coverage, terms: hit.queryTerms };
    })
    .sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id))
    .slice(0, limit);
}

/** Relevant enough to answer with: at least this share of the best passage's score. */
const RELATIVE_FLOOR = 0.6;
/** A best match must contain at least this share of the question's meaningful words... */
export const MIN_COVERAGE = 0.5;
/** ...unless its score is this high (one rare, decisive word such as '808' or 'ISRC'). */
export const STRONG_SCORE = 30;

/**
 * The passages an answer is composed from, among those that match the question on one of the field's words
 * (`domain`: a passage that shares only "France" with "What is the capital of France?" is not an answer): the best
 * one when it is confident (it covers enough of the question, or scores STRONG_SCORE), and up to `count - 1` more that score at
 * least RELATIVE_FLOOR of it and share one of its matched words (so an answer stays on one subject), never two
 * pieces of the same lesson.
 */
export function selectPassages(
  ranked: RankedPassage[],
  count = 3,
  domain: ReadonlySet<string> | null = null,
): RankedPassage[] {
  // Only passages that match the question on one of the field's words can answer it.
  const eligible = domain ? ranked.filter((hit) => hit.terms.some((term) => domain.has(term))) : ranked;
  const best = eligible[0];
  if (!best || (best.coverage < MIN_COVERAGE && best.score < STRONG_SCORE)) return [];
  const chosen: RankedPassage[] = [];
  const lessonUrls = new Set<string>();
  for (const hit of eligible) {
    if (chosen.length >= count || hit.score < best.score * RELATIVE_FLOOR) break;
    if (hit !== best && !hit.terms.some((term) => best.terms.includes(term))) continue;
    if (hit.passage.kind === 'lesson') {
      if (lessonUrls.has(hit.passage.url)) continue;
      lessonUrls.add(hit.passage.url);
    }
    chosen.push(hit);
  }
  return chosen;
}
