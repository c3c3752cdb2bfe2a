import type { MentorSourceKind } from '@common/mentor';

/** Anything the built-in engine can retrieve: a knowledge-base passage, platform help or a piece of a lesson. */
export interface Passage {
  id: string;
  kind: Exclude<MentorSourceKind, 'data'>;
  topic: string;
  topicLabel: string;
  title: string;
  text: string;
  url: string;
  /**
   * Whether the answer may quote the text. Lessons of paid modules are named and linked, never quoted,
   * so a chat never gives away what an enrolment pays for.
   */
  quotable: boolean;
}
