import { knowledgeSourceUrl } from '@common/mentor';
import beatmaking from './beatmaking.json';
import contracts from './contracts.json';
import distribution from './distribution.json';
import flow from './flow.json';
import marketing from './marketing.json';
import mixing from './mixing.json';
import platform from './platform.json';
import publishing from './publishing.json';
import releases from './releases.json';
import royalties from './royalties.json';
import songwriting from './songwriting.json';
import vocals from './vocals.json';

/** One topic file: a topic, its label and its passages (each 2-5 sentences). */
interface TopicFile {
  topic: string;
  label: string;
  passages: { id: string; title: string; text: string; url?: string }[];
}

/** A passage of the knowledge base written for the mentors; platform help links to the page it describes. */
export interface KnowledgePassage {
  id: string;
  topic: string;
  topicLabel: string;
  title: string;
  text: string;
  kind: 'knowledge' | 'help';
  url: string;
}

const FILES: TopicFile[] = [
  songwriting,
  flow,
  beatmaking,
  mixing,
  vocals,
  royalties,
  publishing,
  distribution,
  contracts,
  marketing,
  releases,
  platform,
];

/** Every passage of the knowledge base, in file order. */
export const KNOWLEDGE: readonly KnowledgePassage[] = FILES.flatMap((file) =>
  file.passages.map((p) => ({
    id: p.id,
    topic: file.topic,
    topicLabel: file.label,
    title: p.title,
    text: p.text,
    kind: p.url ? ('help' as const) : ('knowledge' as const),
    url: p.url ?? knowledgeSourceUrl(p.id),
  })),
);

const byId = new Map(KNOWLEDGE.map((p) => [p.id, p]));

/** The passage with this id, if any. */
export function findPassage(id: string): KnowledgePassage | undefined {
  return byId.get(id);
}
