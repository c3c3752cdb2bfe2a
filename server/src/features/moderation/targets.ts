import type { ReportTargetType } from '@common/moderation';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';

/** What the moderation queue shows of a target, as its feature reads it. */
export interface LoadedTarget {
  /** Whose it is: who is told of a decision, and who is warned, suspended or banned. */
  ownerId: number | null;
  title: string;
  /** A short piece of the content itself. */
  excerpt: string;
  /** Its address in the app, or null. */
  link: string | null;
  /** Whether a moderator has removed it. */
  removed: boolean;
}

/**
 * One kind of thing that can be reported, supplied by the feature that owns it (its module's
 * `moderationTargets`): how to read it for the queue and, for content that can be taken down, how to remove and
 * restore it. Each runs in the moderator's transaction. Removal must make the thing disappear everywhere the
 * feature shows it (a `removed_at` column its queries honour).
 */
export interface ModerationTarget {
  load(db: Db, id: number): Promise<LoadedTarget | undefined>;
  /**
   * Whether this person may see it, for a kind that is not public to everyone (a private track, a comment on
   * one): a report of something the reporter cannot see answers 404, as opening it would.
   */
  visibleTo?(db: Db, id: number, viewer: { id: number }): Promise<boolean>;
  remove?(db: Db, id: number, at: string): Promise<void>;
  restore?(db: Db, id: number): Promise<void>;
  /**
   * Called with the app's database after a decision about this kind, or about an owner's account, is committed
   * (e.g. to drop cached lists).
   */
  changed?(db: Db): void;
}

/** The targets a module supplies, by kind. */
export type ModerationTargets = Partial<Record<ReportTargetType, ModerationTarget>>;

let installed: ModerationTargets = {};

/** Sets every module's targets (buildApp, from the module list; a kind supplied twice is a mistake). */
export function installModerationTargets(all: readonly ModerationTargets[]): void {
  const merged: ModerationTargets = {};
  for (const targets of all) {
    for (const [type, target] of Object.entries(targets) as [ReportTargetType, ModerationTarget][]) {
      if (merged[type]) throw new Error(`Moderation target '${type}' is supplied twice`);
      merged[type] = target;
    }
  }
  installed = merged;
}

/** The target kind's source, or undefined when no feature supplies it. */
export function moderationTarget(type: ReportTargetType): ModerationTarget | undefined {
  return installed[type];
}

/** Tells every kind that a decision was committed (lists cached by a feature are dropped). */
export function moderationChanged(db: Db): void {
  for (const target of Object.values(installed)) target.changed?.(db);
}

/** The tables whose rows a moderator removes by setting `removed_at` (each feature's queries honour it). */
export type RemovableTable =
  'tracks' | 'videos' | 'liveChatMessages' | 'newsletterArticles' | 'trackComments';

/** Removing and restoring a target that is one row of `table`, by its id: `removed_at` set, then cleared. */
export function removedAtOf(table: RemovableTable): Required<Pick<ModerationTarget, 'remove' | 'restore'>> {
  const set = async (db: Db, id: number, removedAt: string | null) => {
    // Every one of these tables has an integer id and a nullable removed_at; the compiler is told the shape.
    const rows = db as unknown as Kysely<Record<RemovableTable, { id: number; removedAt: string | null }>>;
    await rows.updateTable(table).set({ removedAt }).where('id', '=', id).execute();
  };
  return {
    remove: (db, id, at) => set(db, id, at),
    restore: (db, id) => set(db, id, null),
  };
}

/** An excerpt: the first words of a text, at most `max` characters. */
export function excerptOf(text: string | null | undefined, max = 240): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
