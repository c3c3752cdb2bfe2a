import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Consent before a matchmaker collaboration starts. Paying the setup fee now sends a proposal: the collaboration
 * is 'proposed' until the partner accepts ('active'), declines ('declined') or lets `answer_by` pass ('expired');
 * the fee is refunded in the last two cases. An inbox message can name the collaboration it is about, so the
 * partner's inbox offers Accept and Decline and links to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('collaborations').addColumn('answer_by', c.timestamp).execute();
  await db.schema
    .alterTable('inbox_messages')
    .addColumn('collaboration_id', 'integer', (col) =>
      col.references('collaborations.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('collaborations_proposed_idx')
    .on('collaborations')
    .columns(['status', 'answer_by'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collaborations_proposed_idx').execute();
  await db.schema.alterTable('inbox_messages').dropColumn('collaboration_id').execute();
  await db.schema.alterTable('collaborations').dropColumn('answer_by').execute();
}
