import { commentTokens, type TrackComment } from '@common/comments';
import { Link } from 'wouter';

/**
 * A comment's text as React text nodes (never markup): http(s) links open in a new tab without passing on
 * any trust (rel="nofollow ugc noopener"), and mentions of members link to their profile.
 */
export function CommentBody({ comment }: { comment: Pick<TrackComment, 'body' | 'mentions'> }) {
  const ids = new Map(comment.mentions.map((m) => [m.username.toLowerCase(), m.userId]));
  const tokens = commentTokens(
    comment.body,
    comment.mentions.map((m) => m.username),
  );
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-foreground/90">
      {tokens.map((token, index) => {
        if (token.type === 'link') {
          return (
            <a
              key={index}
              href={token.href}
              target="_blank"
              rel="nofollow ugc noopener noreferrer"
              className="text-primary-text underline underline-offset-2 hover:text-foreground"
            >
              {token.text}
            </a>
          );
        }
        if (token.type === 'mention') {
          const userId = ids.get(token.username.toLowerCase());
          return (
            <Link
              key={index}
              href={`/artists/${userId}`}
              className="font-semibold text-primary-text hover:underline"
            >
              {token.text}
            </Link>
          );
        }
        return <span key={index}>{token.text}</span>;
      })}
    </p>
  );
}
