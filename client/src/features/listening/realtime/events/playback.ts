import type { PlaybackUpdate, TrackChanged } from '@common/rooms';
import type { RoomContext } from '../context';
import type { RoomEventHandlers } from '../transport';

/** Where a playback or track-change payload puts the room's clock. */
function clockOf(payload: { isPlaying: boolean; currentTime: number; serverTime: number }) {
  return { isPlaying: payload.isPlaying, currentTime: payload.currentTime, serverTime: payload.serverTime };
}

/** Play, pause and seek, and a new track, as the host sent them. */
export function playbackEvents(ctx: RoomContext): RoomEventHandlers {
  const { store } = ctx;
  return {
    'playback-update': (payload: PlaybackUpdate) => {
      const room = store.getState().room;
      if (!room) return;
      store.set({ room: { ...room, ...clockOf(payload) } });
    },
    'track-changed': (payload: TrackChanged) => {
      const room = store.getState().room;
      if (!room) return;
      store.set({ room: { ...room, track: payload.track, ...clockOf(payload) } });
      ctx.notify({
        title: 'Track Changed',
        description: `Now playing: ${payload.track.title} by ${payload.track.artist}`,
      });
    },
  };
}
