import { type Reaction, type RoomChatMessage, ROOM_LIMITS } from '@common/rooms';
import type { RoomContext } from '../context';
import type { RoomEventHandlers } from '../transport';

const MAX_MESSAGES = 200;

/** The room's chat messages (the last 200 kept) and its reactions (each shown for 2 s). */
export function chatEvents(ctx: RoomContext): RoomEventHandlers {
  const { store } = ctx;
  let reactionKey = 0;
  return {
    'new-message': (message: RoomChatMessage) => {
      const state = store.getState();
      if (!state.room) return;
      store.set({ messages: [...state.messages, message].slice(-MAX_MESSAGES) });
    },
    // The host deleted a message: gone for everyone.
    'message-deleted': ({ messageId }) => {
      const state = store.getState();
      if (!state.room) return;
      store.set({ messages: state.messages.filter((m) => m.id !== messageId) });
    },
    'new-reaction': (reaction: Reaction) => {
      if (!store.getState().room) return;
      reactionKey += 1;
      const key = reactionKey;
      store.set({ reactions: [...store.getState().reactions, { ...reaction, key }] });
      ctx.schedule(() => {
        store.set({ reactions: store.getState().reactions.filter((r) => r.key !== key) });
      }, ROOM_LIMITS.reactionDisplayMs);
    },
  };
}
