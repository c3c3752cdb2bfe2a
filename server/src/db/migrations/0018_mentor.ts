import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * The AI mentor (decision 0038): conversations per user and mentor, and their messages. A message's `sources`
 * is a JSON list of the passages, lessons and data the answer drew on; `engine` says who wrote an answer
 * ('builtin' or 'llm'; null for the user's own messages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('mentor_conversations'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('mentor_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('mentor_conversations_user_mentor_idx')
    .on('mentor_conversations')
    .columns(['user_id', 'mentor_id', 'updated_at'])
    .execute();

  await c
    .id(db.schema.createTable('mentor_messages'))
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('mentor_conversations.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sources', c.json, c.list)
    .addColumn('engine', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('mentor_messages_conversation_idx')
    .on('mentor_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mentor_messages').ifExists().execute();
  await db.schema.dropTable('mentor_conversations').ifExists().execute();
}
