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
  return { signature, search, passages: new Map(passages.map((p) => [p.id, p])) };
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

/** Ranks passages for a question, weighting each by the mentor's interest in its topic. */
export function rankPassages(
  index: PassageIndex,
  query: string,
  mentorId: MentorId,
  limit = 8,
): RankedPassage[] {
  const weights = TOPIC_WEIGHTS[mentorId];
  const queryTerms = new Set(meaningfulTerms(query)).size;
  return index.search
    .search(query)
    .map((hit) => {
      const passage = index.passages.get(String(hit.id))!;
      const coverage = queryTerms === 0 ? 0 : Math.min(1, new Set(hit.queryTerms).size / queryTerms);
      return { passage, score: hit.score * (weights[passage.topic] ?? 1), coverage, terms: hit.queryTerms };
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
 * The passages an answer is composed from: the best one when it covers enough of the question, and up to
 * `count - 1` more that score at least RELATIVE_FLOOR of it and share one of its matched words (so an answer
 * stays on one subject), never two pieces of the same lesson.
 */
export function selectPassages(ranked: RankedPassage[], count = 3): RankedPassage[] {
  const best = ranked[0];
  if (!best || (best.coverage < MIN_COVERAGE && best.score < STRONG_SCORE)) return [];
  const chosen: RankedPassage[] = [];
  const lessonUrls = new Set<string>();
  for (const hit of ranked) {
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
