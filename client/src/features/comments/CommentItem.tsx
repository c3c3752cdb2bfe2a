import { COMMENT_MAX, type TrackComment } from '@common/comments';
import { formatDuration } from '@common/format';
import { useMutation } from '@tanstack/react-query';
import { Heart, Pencil, Pin, PinOff, Play, Reply, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { controlClass } from '@/ui/form/fieldStyles';
import { toast } from '@/ui/useToast';
import { CommentAvatar } from './CommentAvatar';
import { CommentBody } from './CommentBody';
import { removeComment, setCommentLike, setCommentPin, updateComment } from './commentsApi';
import { timeAgo } from '@common/timeAgo';
import { useRefreshComments } from './useComments';

const ACTION =
  'inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-muted transition-colors hover:bg-white/5 hover:text-foreground disabled:opacity-50';

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/** Whether a moment (the edit window's end) is still ahead; turns false when it passes. */
function useOpenUntil(iso: string | null): boolean {
  const [open, setOpen] = useState(() => iso !== null && new Date(iso).getTime() > Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setTimeout(() => setOpen(false), Math.max(0, new Date(iso).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [iso]);
  return open && iso !== null;
}

/** Edits a comment in place (its author, within the edit window). */
function EditForm({ comment, onClose }: { comment: TrackComment; onClose: () => void }) {
  const [body, setBody] = useState(comment.body);
  const refresh = useRefreshComments(comment.trackId);
  const save = useMutation({
    mutationFn: () => updateComment(comment.id, body),
    onSuccess: () => {
      void refresh();
      onClose();
    },
    onError: failed('The comment could not be saved'),
  });
  return (
    <form
      className="mt-1 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (body.trim()) save.mutate();
      }}
    >
      <label htmlFor={`edit-${comment.id}`} className="sr-only">
        Edit your comment
      </label>
      <textarea
        id={`edit-${comment.id}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={COMMENT_MAX}
        rows={2}
        autoFocus
        className={cn(controlClass, 'resize-y py-2')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!body.trim() || save.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * One comment: its author, moment (pressing it plays from there), text and what the viewer may do: like,
 * reply (first comments), edit (the author, for 10 minutes), delete, and pin (the track's artist).
 */
export function CommentItem({
  comment,
  isTrackOwner,
  signedIn,
  onPlayAt,
  onReply,
  children,
}: {
  comment: TrackComment;
  isTrackOwner: boolean;
  signedIn: boolean;
  onPlayAt: (seconds: number) => void;
  onReply?: () => void;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshComments(comment.trackId);
  const like = useMutation({
    mutationFn: () => setCommentLike(comment.id, !comment.likedByMe),
    onSuccess: () => void refresh(),
    onError: failed('The like was not saved'),
  });
  const remove = useMutation({
    mutationFn: () => removeComment(comment.id),
    onSuccess: () => {
      toast({ title: 'Comment deleted' });
      void refresh();
    },
    onError: failed('The comment could not be deleted'),
  });
  const pin = useMutation({
    mutationFn: () => setCommentPin(comment.id, !comment.pinned),
    onSuccess: () => void refresh(),
    onError: failed('The pin was not changed'),
  });
  const editable = useOpenUntil(comment.editableUntil);
  const first = comment.parentId === null;

  return (
    <article
      className="flex gap-3"
      aria-label={`Comment by ${comment.author.name}`}
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <Link
        href={`/artists/${comment.author.id}`}
        className="shrink-0 rounded-full"
        tabIndex={-1}
        aria-hidden
      >
        <CommentAvatar name={comment.author.name} image={comment.author.avatar} size={first ? 'lg' : 'md'} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
          <Link href={`/artists/${comment.author.id}`} className="text-sm font-semibold hover:underline">
            {comment.author.name}
          </Link>
          {comment.positionSeconds !== null ? (
            <button
              type="button"
              onClick={() => onPlayAt(comment.positionSeconds!)}
              className="inline-flex items-center gap-0.5 rounded font-medium tabular-nums text-primary-text hover:underline"
              aria-label={`Play from ${formatDuration(comment.positionSeconds)}`}
            >
              <Play className="size-3 fill-current" aria-hidden />
              {formatDuration(comment.positionSeconds)}
            </button>
          ) : null}
          <time dateTime={comment.createdAt} className="text-muted">
            {timeAgo(comment.createdAt)}
          </time>
          {comment.editedAt ? <span className="text-muted">(edited)</span> : null}
          {comment.pinned ? (
            <span className="inline-flex items-center gap-1 font-semibold text-amber-300">
              <Pin className="size-3" aria-hidden /> Pinned by the artist
            </span>
          ) : null}
        </div>
        {editing ? (
          <EditForm comment={comment} onClose={() => setEditing(false)} />
        ) : (
          <div className="mt-0.5">
            <CommentBody comment={comment} />
          </div>
        )}
        <div className="-ml-2 mt-1 flex flex-wrap items-center gap-0.5">
          <button
            type="button"
            className={cn(ACTION, comment.likedByMe && 'text-primary-text')}
            onClick={() => like.mutate()}
            disabled={!signedIn || like.isPending}
            aria-pressed={comment.likedByMe}
            aria-label={`${comment.likedByMe ? 'Unlike' : 'Like'} comment, ${comment.likes} ${comment.likes === 1 ? 'like' : 'likes'}`}
          >
            <Heart className={cn('size-3.5', comment.likedByMe && 'fill-current')} aria-hidden />
            {comment.likes}
          </button>
          {onReply && signedIn ? (
            <button type="button" className={ACTION} onClick={onReply}>
              <Reply className="size-3.5" aria-hidden /> Reply
            </button>
          ) : null}
          {editable && !editing ? (
            <button type="button" className={ACTION} onClick={() => setEditing(true)}>
              <Pencil className="size-3.5" aria-hidden /> Edit
            </button>
          ) : null}
          {isTrackOwner && first ? (
            <button type="button" className={ACTION} onClick={() => pin.mutate()} disabled={pin.isPending}>
              {comment.pinned ? (
                <PinOff className="size-3.5" aria-hidden />
              ) : (
                <Pin className="size-3.5" aria-hidden />
              )}
              {comment.pinned ? 'Unpin' : 'Pin'}
            </button>
          ) : null}
          {comment.canDelete ? (
            confirming ? (
              <span
                className="inline-flex items-center gap-1 text-xs"
                role="group"
                aria-label="Delete this comment?"
              >
                <span className="px-1 text-muted">
                  Delete{comment.replies.length ? ' with its replies' : ''}?
                </span>
                <button type="button" className={cn(ACTION, 'text-red-300')} onClick={() => remove.mutate()}>
                  Delete
                </button>
                <button type="button" className={ACTION} onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </span>
            ) : (
              <button type="button" className={ACTION} onClick={() => setConfirming(true)}>
                <Trash2 className="size-3.5" aria-hidden /> Delete
              </button>
            )
          ) : null}
        </div>
        {children}
      </div>
    </article>
  );
}
