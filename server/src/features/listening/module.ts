import { registerChatHandlers } from '../../realtime/rooms/handlers/chat';
import { registerConnectionHandlers } from '../../realtime/rooms/handlers/connection';
import { registerHostingHandlers } from '../../realtime/rooms/handlers/hosting';
import { registerLiveChatHandlers } from '../../realtime/rooms/handlers/liveChat';
import { registerLobbyHandlers } from '../../realtime/rooms/handlers/lobby';
import { registerPlaybackHandlers } from '../../realtime/rooms/handlers/playback';
import { registerReactionHandlers } from '../../realtime/rooms/handlers/reactions';
import { registerSyncHandlers } from '../../realtime/rooms/handlers/sync';
import { defineFeature } from '../featureModule';
import { chatModerationTargets } from './moderation';
import { reminderDispatch } from './reminderDispatcher';
import { listeningRoutes } from './routes';

/**
 * Listening parties: routes (scheduled parties, reminders, live chat), the dispatch of parties whose time has
 * come, and the listening rooms' socket handlers, one group per kind of event (connection first).
 */
export const listeningModule = defineFeature({
  name: 'listening',
  routes: listeningRoutes,
  tasks: [reminderDispatch],
  moderationTargets: chatModerationTargets,
  sockets: [
    registerConnectionHandlers,
    registerLobbyHandlers,
    registerPlaybackHandlers,
    registerChatHandlers,
    registerHostingHandlers,
    registerReactionHandlers,
    registerSyncHandlers,
    registerLiveChatHandlers,
  ],
});
