import { COMMENT_MESSAGES, type CommentSort, type TrackComment } from '@common/comments';
import { MessageCircle, MessageSquareOff } from 'lucide-react';
import { useState } from 'react';
import { showLoginToast } from '@/features/auth';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { useComments } from './useComments';

const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'time', label: 'Track time' },
];

interface SectionProps {
  trackId: number;
  /** The track's owner (who pins and deletes any comment). */
  artistId: number | null;
  viewerId: number | null;
  /** The player's position in this track, or null when another track (or none) is playing. */
  position: number | null;
  duration: number;
  onPlayAt: (seconds: number) => void;
}

/** A first comment with its replies and, once asked, a reply form. */
function Thread({ comment, props }: { comment: TrackComment; props: SectionProps }) {
  const [replying, setReplying] = useState(false);
  const signedIn = props.viewerId !== null;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <CommentItem
        comment={comment}
        isTrackOwner={props.viewerId !== null && props.viewerId === props.artistId}
        signedIn={signedIn}
        onPlayAt={props.onPlayAt}
        onReply={() => setReplying((open) => !open)}
      >
        {comment.replies.length > 0 ? (
          <ul className="mt-3 grid gap-3 border-l border-white/10 pl-3 sm:pl-4" aria-label="Replies">
            {comment.replies.map((reply) => (
              <li key={reply.id}>
                <CommentItem
                  comment={reply}
                  isTrackOwner={props.viewerId !== null && props.viewerId === props.artistId}
                  signedIn={signedIn}
                  onPlayAt={props.onPlayAt}
                  onReply={() => setReplying(true)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {replying ? (
          <div className="mt-3">
            <CommentComposer
              trackId={props.trackId}
              parentId={comment.id}
              position={null}
              duration={props.duration}
              autoFocus
              onDone={() => setReplying(false)}
            />
          </div>
        ) : null}
      </CommentItem>
    </li>
  );
}

/**
 * The comments below a track: the count, a form to comment (at a moment of the track), the artist's pinned
 * comment first, then the threads newest first or by their moment, a page at a time.
 */
export function CommentsSection(props: SectionProps) {
  const [sort, setSort] = useState<CommentSort>('newest');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useComments(props.trackId, sort, page);
  const signedIn = props.viewerId !== null;
  const pinnedId = data?.pinned?.id ?? null;
  const threads = (data?.comments ?? []).filter((c) => c.id !== pinnedId);
  const pages = data ? Math.max(1, Math.ceil(data.threads / data.pageSize)) : 1;

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="comments-title" data-testid="comments">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="comments-title" className="inline-flex items-center gap-2 text-lg font-bold">
          <MessageCircle className="size-5 text-primary-text" aria-hidden />
          {data?.enabled === false
            ? 'Comments'
            : `${data?.total ?? 0} ${data?.total === 1 ? 'comment' : 'comments'}`}
        </h2>
        {data?.enabled !== false ? (
          <div className="flex gap-1 rounded-full bg-white/5 p-1" role="group" aria-label="Sort comments">
            {SORTS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={sort === option.value}
                onClick={() => {
                  setSort(option.value);
                  setPage(1);
                }}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-semibold transition-colors',
                  sort === option.value
                    ? 'bg-primary-strong text-white'
                    : 'text-foreground/80 hover:text-foreground',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading comments" />
        </div>
      ) : isError || !data ? (
        <p className="text-sm text-muted">The comments could not be loaded.</p>
      ) : !data.enabled ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted" data-testid="comments-off">
          <MessageSquareOff className="size-4" aria-hidden />
          {COMMENT_MESSAGES.turnedOff}.
        </p>
      ) : (
        <div className="grid gap-5">
          {signedIn ? (
            <CommentComposer trackId={props.trackId} position={props.position} duration={props.duration} />
          ) : (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-background/50 p-3 text-sm text-muted">
              Sign in to join the conversation.
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  showLoginToast('Log in to comment', 'to comment on tracks and reply to others.')
                }
              >
                Log in to comment
              </Button>
            </div>
          )}
          {data.pinned && page === 1 ? (
            <ul
              className="rounded-xl border border-amber-400/25 bg-amber-400/5 p-3"
              aria-label="Pinned comment"
            >
              <Thread comment={data.pinned} props={props} />
            </ul>
          ) : null}
          {threads.length === 0 && !data.pinned ? (
            <p className="text-sm text-muted">No comments yet. Be the first to say something.</p>
          ) : (
            <ul className="divide-y divide-white/5" aria-label="Comments" data-testid="comment-list">
              {threads.map((comment) => (
                <Thread key={comment.id} comment={comment} props={props} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="flex items-center justify-between gap-3" aria-label="Comment pages">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-xs text-muted">
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="outline" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </Card>
  );
}
