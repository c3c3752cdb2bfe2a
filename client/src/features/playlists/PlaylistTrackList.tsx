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
import { useState } from 'react';
import { PlaylistTrackRow, UNAVAILABLE } from './PlaylistTrackRow';

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS =
  'To move a track, press Space to pick it up, the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.';

/**
 * What a screen reader hears while a track is moved, by its title and position. Positions are those of the
 * order when the track was picked up: the drop itself reorders the list before the last announcement is read.
 */
function announcements(order: readonly PlaylistTrack[]): Announcements {
  const total = order.length;
  const name = (id: UniqueIdentifier) => order.find((t) => t.trackId === id)?.title ?? UNAVAILABLE;
  const position = (id: UniqueIdentifier) => order.findIndex((t) => t.trackId === id) + 1;
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
  const [orderAtPickUp, setOrderAtPickUp] = useState<readonly PlaylistTrack[] | null>(null);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragStart={() => setOrderAtPickUp(playlist.tracks)}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: announcements(orderAtPickUp ?? playlist.tracks),
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
