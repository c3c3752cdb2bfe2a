import type { CourseLevel } from '@common/education';

/** A lesson of the built-in catalogue: its title and its Markdown. */
export interface SeedLesson {
  title: string;
  content: string;
}

export interface SeedModule {
  title: string;
  description: string;
  lessons: SeedLesson[];
}

/** A built-in course (its price, instructor byline and free first module are set by the seed). */
export interface SeedCourse {
  title: string;
  description: string;
  level: CourseLevel;
  prerequisites: string[];
  featured: boolean;
  modules: SeedModule[];
}

/** A lesson from its title and Markdown blocks (paragraphs, lists, subheadings), separated by blank lines. */
export const lesson = (title: string, ...blocks: string[]): SeedLesson => ({
  title,
  content: blocks.join('\n\n'),
});

/** A Markdown bullet list. */
export const bullets = (...items: string[]): string => items.map((item) => `- ${item}`).join('\n');

/** A Markdown numbered list. */
export const steps = (...items: string[]): string => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
