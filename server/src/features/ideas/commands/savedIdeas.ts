import {
  generateIdea,
  IDEA,
  IDEA_GENERATOR_VERSION,
  IDEA_MESSAGES,
  ideaFileName,
  ideaTitle,
  type SaveIdeaInput,
  type SavedIdea,
  type SavedIdeaList,
} from '@common/ideas';
import { ideaToMidi } from '@common/ideasMidi';
import type { Db } from '../../../db/connection';
import { conflict, notFound } from '../../../lib/errors';
import { presentIdea, type SavedIdeaRow } from '../presenter';

/** The user's saved ideas, newest first. */
export async function listIdeas(db: Db, userId: number): Promise<SavedIdeaList> {
  const rows = await db
    .selectFrom('savedIdeas')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { ideas: rows.map(presentIdea) };
}

/** Saves an idea's settings (at most IDEA.savedMax per user). */
export async function saveIdea(db: Db, userId: number, input: SaveIdeaInput): Promise<SavedIdea> {
  const { title, ...settings } = input;
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('savedIdeas')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= IDEA.savedMax) throw conflict(IDEA_MESSAGES.tooMany);
    const row = await trx
      .insertInto('savedIdeas')
      .values({
        userId,
        title: title || ideaTitle(settings),
        ...settings,
        generatorVersion: IDEA_GENERATOR_VERSION,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentIdea(row);
  });
}

async function findOwnIdea(db: Db, userId: number, id: number): Promise<SavedIdeaRow> {
  const row = await db
    .selectFrom('savedIdeas')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(IDEA_MESSAGES.notFound);
  return row;
}

/** Deletes one of the user's ideas; anyone else's is not found. */
export async function deleteIdea(db: Db, userId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('savedIdeas')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(IDEA_MESSAGES.notFound);
}

/** One of the user's ideas written again from its settings, as a MIDI file. */
export async function ideaMidiFile(
  db: Db,
  userId: number,
  id: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const idea = presentIdea(await findOwnIdea(db, userId, id));
  const { tonic, scale, mood, tempo, seed } = idea;
  const settings = { tonic, scale, mood, tempo, seed };
  return { bytes: Buffer.from(ideaToMidi(generateIdea(settings))), fileName: ideaFileName(settings) };
}
