import type { LessonView } from '@common/education';
import { formatDuration } from '@common/format';
import { Music, Play } from 'lucide-react';
import { useTrackDetail } from '@/features/tracks';
import { playerActions } from '@/lib/playerStore';
import { Button } from '@/ui/Button';

/** A lesson's video (from the platform's video storage) and its listening example (played by the player). */
export function LessonMedia({ lesson }: { lesson: LessonView }) {
  return (
    <>
      {lesson.video ? (
        <figure className="grid gap-2">
          <video
            controls
            preload="metadata"
            src={lesson.video.videoUrl}
            poster={lesson.video.thumbnailUrl ?? undefined}
            className="aspect-video w-full rounded-2xl bg-black"
            aria-label={lesson.video.title}
          />
          <figcaption className="text-sm text-muted">
            {lesson.video.title}
            {lesson.video.duration ? ` · ${lesson.video.duration}` : ''}
          </figcaption>
        </figure>
      ) : null}
      {lesson.track ? <ListeningExample track={lesson.track} /> : null}
    </>
  );
}

function ListeningExample({ track }: { track: NonNullable<LessonView['track']> }) {
  const detail = useTrackDetail(track.id);
  return (
    <section
      aria-label="Listening example"
      className="flex items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 p-3"
    >
      {track.coverArt ? (
        <img
          src={track.coverArt}
          alt=""
          className="size-14 shrink-0 rounded-lg object-cover"
          width={56}
          height={56}
        />
      ) : (
        <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-white/5">
          <Music className="size-6 text-muted" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">Listening example</p>
        <p className="truncate font-semibold">{track.title}</p>
        <p className="truncate text-sm text-muted">
          {track.artist} · {formatDuration(track.duration)}
        </p>
      </div>
      <Button
        size="sm"
        onClick={() => detail.data && playerActions.playTrack(detail.data)}
        disabled={!detail.data}
      >
        <Play aria-hidden />
        Play<span className="sr-only"> {track.title}</span>
      </Button>
    </section>
  );
}
