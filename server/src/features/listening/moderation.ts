import type { Db } from '../../db/connection';
import { excerptOf, type ModerationTargets, removedAtOf } from '../moderation';

/**
 * A live chat message (a party's or a stream's chat, stored) as a moderation target; removing it takes it out
 * of the channel's history.
 */
export const chatModerationTargets: ModerationTargets = {
  chat_message: {
    async load(db: Db, id: number) {
      const row = await db
        .selectFrom('liveChatMessages')
        .select(['userId', 'senderName', 'channel', 'message', 'removedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ownerId: row.userId,
        title: `Chat message by ${row.senderName} in ${row.channel}`,
        excerpt: excerptOf(row.message),
        link: null,
        removed: row.removedAt !== null,
      };
    },
    ...removedAtOf('liveChatMessages'),
  },
};
