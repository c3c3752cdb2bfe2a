import type { PlaylistDetail, PlaylistTrack } from '@common/playlists';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { PlaylistTrackRow, UNAVAILABLE } from './PlaylistTrackRow';

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS =
  'To move a track, press Space to pick it up, the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.';

/** What a screen reader hears while a track is moved, by its title and position. */
function announcements(tracks: readonly PlaylistTrack[]): Announcements {
  const total = tracks.length;
  const name = (id: UniqueIdentifier) => tracks.find((t) => t.trackId === id)?.title ?? UNAVAILABLE;
  const position = (id: UniqueIdentifier) => tracks.findIndex((t) => t.trackId === id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, at position ${position(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over position ${position(over.id)} of ${total}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${total}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at position ${position(active.id)} of ${total}.`,
  };
}

interface ListProps {
  playlist: PlaylistDetail;
  editable: boolean;
  currentId: number | null;
  isPlaying: boolean;
  onPlay: (track: PlaylistTrack) => void;
  onRemove: (track: PlaylistTrack) => void;
  onMove: (from: number, to: number) => void;
}

/** The playlist's tracks in order; the owner reorders them by dragging or with the keyboard. */
export function PlaylistTrackList({
  playlist,
  editable,
  currentId,
  isPlaying,
  onPlay,
  onRemove,
  onMove,
}: ListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = playlist.tracks.map((t) => t.trackId);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: announcements(playlist.tracks),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={`Tracks of ${playlist.title}`} className="space-y-0.5">
          {playlist.tracks.map((track, index) => (
            <PlaylistTrackRow
              key={track.trackId}
              track={track}
              index={index}
              editable={editable}
              isCurrent={track.trackId === currentId}
              isPlaying={isPlaying}
              onPlay={onPlay}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
