import type { IdeaMood, IdeaScale, SavedIdea } from '@common/ideas';
import type { NoteName } from '@common/music';
import type { Selectable } from 'kysely';
import type { SavedIdeasTable } from '../../db/schema';

export type SavedIdeaRow = Selectable<SavedIdeasTable>;

/** A saved idea: its title and the generator's settings. */
export function presentIdea(row: SavedIdeaRow): SavedIdea {
  return {
    id: Number(row.id),
    title: row.title,
    createdAt: row.createdAt,
    tonic: row.tonic as NoteName,
    scale: row.scale as IdeaScale,
    mood: row.mood as IdeaMood,
    tempo: Number(row.tempo),
    seed: Number(row.seed),
  };
}
