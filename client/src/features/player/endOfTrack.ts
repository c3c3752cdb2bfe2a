/**
 * What the end of the element's source means for the queue: move on to the next track, stop after the last
 * one, or nothing when the source that ended is no longer the current track (next or previous was pressed and
 * the new source is not loaded yet: its old source's end must not move the queue on a second time).
 */
export function endOfTrack(
  queue: readonly { id: number }[],
  index: number,
  loadedTrackId: number | null,
): 'next' | 'stop' | 'stale' {
  const current = queue[index];
  if (current && current.id !== loadedTrackId) return 'stale';
  return index < queue.length - 1 ? 'next' : 'stop';
}
