import { type Kysely, sql } from 'kysely';

/**
 * Typed jobs (decision 0041). Each job records the lane it runs in (so a feature can ask how many jobs wait
 * ahead of one of its own in that lane) and may carry a key naming the work it does ('track 12'): while a job
 * with a key is queued, queueing the same type and key again adds nothing. Jobs from before this migration get
 * their lane from their type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('key', 'text').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('lane', 'text', (col) => col.notNull().defaultTo('default'))
    .execute();
  const lanes: Record<string, string[]> = {
    media: ['analyse-track', 'make-preview', 'hit-analysis'],
    mail: ['send-mail'],
    campaign: ['send-campaign'],
  };
  for (const [lane, types] of Object.entries(lanes)) {
    await sql`update jobs set lane = ${lane} where type in (${sql.join(types)})`.execute(db);
  }
  await db.schema
    .createIndex('jobs_queued_key_idx')
    .on('jobs')
    .columns(['type', 'key'])
    .unique()
    .where(sql.ref('status'), '=', 'queued')
    .where(sql.ref('key'), 'is not', null)
    .execute();
  await db.schema.createIndex('jobs_key_idx').on('jobs').columns(['type', 'key', 'status']).execute();
  await db.schema.createIndex('jobs_lane_idx').on('jobs').columns(['lane', 'status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_lane_idx').ifExists().execute();
  await db.schema.dropIndex('jobs_key_idx').ifExists().execute();
  await db.schema.dropIndex('jobs_queued_key_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('lane').execute();
  await db.schema.alterTable('jobs').dropColumn('key').execute();
}
