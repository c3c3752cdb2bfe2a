import type { Article, ArticleWithStatus } from '@common/newsletter';
import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { ArticleImage } from './ArticleImage';
import { formatPosted } from './articleText';
import { articleStatus } from './newsletterApi';

/** The badge of an article that is not published: shown to its author only. */
export function ReviewBadge({ status }: { status: ArticleWithStatus['status'] }) {
  if (status === 'pending') return <Badge variant="gold">Pending review</Badge>;
  if (status === 'declined') {
    return <Badge className="bg-red-500/15 text-red-300 ring-1 ring-red-400/30">Declined</Badge>;
  }
  return null;
}

function ArticleLink({
  article,
  selected,
  onSelect,
}: {
  article: Article | ArticleWithStatus;
  selected: boolean;
  onSelect: () => void;
}) {
  const status = articleStatus(article);
  return (
    <li>
      <Link
        href={`/newsletter/${article.id}`}
        onClick={onSelect}
        aria-current={selected ? 'page' : undefined}
        data-testid="article-link"
        className={cn(
          'group flex gap-3 rounded-xl border p-3 transition-colors',
          selected
            ? 'border-primary/50 bg-primary/10'
            : 'border-transparent hover:border-white/10 hover:bg-white/[0.04]',
        )}
      >
        <ArticleImage src={article.imageURL} className="size-16 shrink-0 rounded-lg" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-semibold leading-snug group-hover:text-foreground">
            {article.title}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {article.readTime} min read
            </span>
            {article.postedAt ? (
              <>
                <span aria-hidden>·</span>
                <time dateTime={article.postedAt}>{formatPosted(article.postedAt)}</time>
              </>
            ) : null}
            {status !== 'published' ? <ReviewBadge status={status} /> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A named list of articles; the one being read is marked as the current page. */
export function ArticleList({
  label,
  articles,
  selectedId,
  onSelect,
}: {
  label: string;
  articles: readonly (Article | ArticleWithStatus)[];
  selectedId: string | null;
  onSelect: () => void;
}) {
  return (
    <ul aria-label={label} className="grid gap-1">
      {articles.map((article) => (
        <ArticleLink
          key={article.id}
          article={article}
          selected={article.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
