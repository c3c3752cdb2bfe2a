import { COMMENT_MAX, type TrackComment } from '@common/comments';
import { formatDuration } from '@common/format';
import { parseStartTime } from '@common/pages';
import { useMutation } from '@tanstack/react-query';
import { Clock, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { controlClass } from '@/ui/form/fieldStyles';
import { FormAlert } from '@/ui/form/FormAlert';
import { createComment } from './commentsApi';
import { useRefreshComments } from './useComments';

/**
 * Writes a comment, or a reply under `parentId`. A first comment may be left at a moment of the track: the
 * time field takes the player's position when the writer starts (if this track is playing) or a typed m:ss.
 */
export function CommentComposer({
  trackId,
  parentId,
  position,
  duration,
  onDone,
  autoFocus = false,
}: {
  trackId: number;
  parentId?: number;
  /** The player's position in this track (null when it is not the one playing). */
  position: number | null;
  duration: number;
  onDone?: (comment: TrackComment) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [time, setTime] = useState('');
  const [timeTouched, setTimeTouched] = useState(false);
  const refresh = useRefreshComments(trackId);
  const reply = parentId !== undefined;
  const seconds = time.trim() ? parseStartTime(time) : null;
  const badTime =
    time.trim() !== '' && (seconds === null || (Number.isFinite(duration) && seconds > Math.ceil(duration)));

  const post = useMutation({
    mutationFn: () =>
      createComment(trackId, {
        body,
        ...(parentId !== undefined ? { parentId } : {}),
        ...(!reply && seconds !== null ? { positionSeconds: seconds } : {}),
      }),
    onSuccess: (comment) => {
      setBody('');
      setTime('');
      setTimeTouched(false);
      void refresh();
      onDone?.(comment);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || badTime || post.isPending) return;
    post.mutate();
  };
  const takePlayerTime = () => {
    if (position !== null) setTime(formatDuration(Math.floor(position)));
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={reply ? 'Reply' : 'Write a comment'}>
      <label htmlFor={`${id}-body`} className="sr-only">
        {reply ? 'Your reply' : 'Your comment'}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onFocus={() => {
          if (!reply && !timeTouched && !time && position !== null) takePlayerTime();
        }}
        maxLength={COMMENT_MAX}
        rows={reply ? 2 : 3}
        autoFocus={autoFocus}
        placeholder={reply ? 'Write a reply…' : 'Write a comment… (@name to mention someone)'}
        className={cn(controlClass, 'resize-y py-2.5')}
        data-testid={reply ? 'reply-body' : 'comment-body'}
      />
      <div className="flex flex-wrap items-center gap-2">
        {!reply ? (
          <div className="flex items-center gap-1.5">
            <label htmlFor={`${id}-time`} className="inline-flex items-center gap-1.5 text-xs text-muted">
              <Clock className="size-3.5" aria-hidden />
              At
            </label>
            <input
              id={`${id}-time`}
              value={time}
              onChange={(e) => {
                setTime(e.target.value);
                setTimeTouched(true);
              }}
              inputMode="numeric"
              placeholder="m:ss"
              aria-invalid={badTime || undefined}
              aria-describedby={`${id}-time-hint`}
              className={cn(controlClass, 'h-8 w-20 px-2 text-center tabular-nums')}
              data-testid="comment-time"
            />
            {position !== null ? (
              <Button type="button" size="sm" variant="ghost" onClick={takePlayerTime}>
                Now
              </Button>
            ) : null}
            <span id={`${id}-time-hint`} className="sr-only">
              Optional: the moment of the track this comment is about, as minutes and seconds.
            </span>
          </div>
        ) : null}
        <span className="ml-auto text-xs tabular-nums text-muted" aria-live="polite">
          {body.length > COMMENT_MAX - 100 ? `${COMMENT_MAX - body.length} left` : ''}
        </span>
        <Button type="submit" size="sm" disabled={!body.trim() || badTime || post.isPending}>
          <Send aria-hidden />
          {reply ? 'Reply' : 'Post'}
        </Button>
      </div>
      {badTime ? (
        <p className="text-xs text-red-300" role="alert">
          Enter a time within the track, such as 1:05.
        </p>
      ) : null}
      {post.isError ? <FormAlert>{errorMessage(post.error)}</FormAlert> : null}
    </form>
  );
}
