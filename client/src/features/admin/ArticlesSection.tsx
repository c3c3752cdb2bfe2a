import type { CampaignQueued } from '@common/marketing';
import type { ArticleWithStatus } from '@common/newsletter';
import { Check, Eye, Mail, MailCheck, Newspaper, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArticleImage, ReviewBadge } from '@/features/newsletter';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { FilterButtons } from '@/ui/FilterButtons';
import { toast } from '@/ui/useToast';
import {
  type ArticleStatus,
  useAdminArticles,
  useApproveArticle,
  useDeclineArticle,
  useEmailArticle,
} from './adminArticles';
import { formatWhen } from './adminList';
import { DeclineArticleDialog } from './DeclineArticleDialog';
import { EmailArticleDialog } from './EmailArticleDialog';
import { EmptyState, ListStatus, queryStatus } from './ListControls';

const FILTERS: readonly { id: ArticleStatus; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'published', label: 'Published' },
  { id: 'declined', label: 'Declined' },
];

const LIST_NAMES: Record<ArticleStatus, string> = {
  pending: 'Articles waiting for review',
  published: 'Published articles',
  declined: 'Declined articles',
};

const EMPTY: Record<ArticleStatus, { title: string; hint: string }> = {
  pending: {
    title: 'Nothing to review',
    hint: 'Articles that members submit from the Newsletter page wait here for you.',
  },
  published: { title: 'No published articles', hint: 'Approved and administrators’ articles show here.' },
  declined: { title: 'No declined articles', hint: 'Articles you decline show here with your note.' },
};

/** The review state shown in the address (?status=published); pending by default. */
function useStatusParam(): [ArticleStatus, (status: ArticleStatus) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get('status');
  const status = FILTERS.some((filter) => filter.id === raw) ? (raw as ArticleStatus) : 'pending';
  const set = (next: ArticleStatus) =>
    navigate(next === 'pending' ? location : `${location}?status=${next}`, { replace: true });
  return [status, set];
}

function ArticleCard({
  article,
  emailed,
  onApprove,
  approving,
  onDecline,
  onEmail,
}: {
  article: ArticleWithStatus;
  emailed: CampaignQueued | undefined;
  onApprove: () => void;
  approving: boolean;
  onDecline: () => void;
  onEmail: () => void;
}) {
  const titleId = `admin-article-${article.id}`;
  const sections = article.sections.length;
  return (
    <li className="rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5" data-testid="admin-article">
      <article aria-labelledby={titleId} className="space-y-3">
        <div className="flex gap-4">
          <ArticleImage src={article.imageURL} className="hidden size-20 shrink-0 rounded-xl sm:block" />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={titleId} className="min-w-0 break-words text-base font-bold">
                {article.title}
              </h3>
              {article.status === 'published' ? (
                <Badge
                  variant="neutral"
                  className="bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/30"
                >
                  Published
                </Badge>
              ) : (
                <ReviewBadge status={article.status} />
              )}
            </div>
            <p className="line-clamp-2 break-words text-sm text-foreground/80">{article.subtitle}</p>
            <p className="text-xs text-muted">
              By <span className="font-semibold text-foreground">{article.author}</span> ·{' '}
              <time dateTime={article.postedAt}>{formatWhen(article.postedAt)}</time> · {sections}{' '}
              {sections === 1 ? 'section' : 'sections'} · {article.readTime} min read
            </p>
          </div>
        </div>
        {article.status === 'declined' && article.reviewNote ? (
          <p className="whitespace-pre-line break-words rounded-xl bg-black/20 p-3 text-sm text-foreground/85">
            <span className="font-semibold">Your note:</span> {article.reviewNote}
          </p>
        ) : null}
        {emailed ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-3 text-sm text-emerald-50"
            data-testid="article-emailed"
          >
            <MailCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden />
            {emailed.message}
          </p>
        ) : null}
        <footer className="flex flex-wrap items-center gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <Link href={`/newsletter/${article.id}`}>
              <Eye aria-hidden /> Read
              <span className="sr-only"> “{article.title}”</span>
            </Link>
          </Button>
          {article.status === 'pending' ? (
            <>
              <Button size="sm" onClick={onApprove} disabled={approving}>
                <Check aria-hidden /> Approve
                <span className="sr-only"> “{article.title}”</span>
              </Button>
              <Button variant="outline" size="sm" onClick={onDecline} disabled={approving}>
                <X aria-hidden /> Decline
                <span className="sr-only"> “{article.title}”</span>
              </Button>
            </>
          ) : null}
          {article.status === 'published' ? (
            <Button size="sm" onClick={onEmail} disabled={emailed !== undefined}>
              <Mail aria-hidden /> Email to subscribers
              <span className="sr-only"> “{article.title}”</span>
            </Button>
          ) : null}
        </footer>
      </article>
    </li>
  );
}

/**
 * /admin/articles: the newsletter's review queue (approve, or decline with a note for the author), the
 * published articles (each can be emailed to the subscribers once) and the declined ones.
 */
export function ArticlesSection() {
  const [status, setStatus] = useStatusParam();
  const query = useAdminArticles(status);
  const approve = useApproveArticle();
  const decline = useDeclineArticle();
  const email = useEmailArticle();
  const [declining, setDeclining] = useState<ArticleWithStatus | null>(null);
  const [emailing, setEmailing] = useState<ArticleWithStatus | null>(null);
  const [emailed, setEmailed] = useState<Record<string, CampaignQueued>>({});
  const articles = query.data ?? [];

  const handleApprove = (article: ArticleWithStatus) =>
    approve.mutate(article.id, {
      onSuccess: ({ message }) => toast({ title: message, description: article.title }),
      onError: (error) =>
        toast({ title: 'Could not approve', description: errorMessage(error), variant: 'destructive' }),
    });

  const handleDecline = (note: string) => {
    if (!declining) return;
    const { id, title } = declining;
    decline.mutate(
      { id, note },
      {
        onSuccess: ({ message }) => {
          toast({ title: message, description: title });
          setDeclining(null);
        },
      },
    );
  };

  const handleEmail = () => {
    if (!emailing) return;
    const { id } = emailing;
    email.mutate(id, {
      onSuccess: (queued) => {
        toast({ title: 'Article emailed', description: queued.message });
        setEmailed((current) => ({ ...current, [id]: queued }));
        setEmailing(null);
      },
    });
  };

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
            Articles
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Newsletter articles that members submit wait here. Approving publishes one on the Newsletter page;
            declining keeps it private to its author, with your note. A published article can be emailed to
            the subscribers once.
          </p>
        </div>
        <FilterButtons
          label="Show articles"
          options={FILTERS}
          value={status}
          onChange={setStatus}
          className="w-full sm:w-auto"
        />
      </div>
      <ListStatus what="the articles" {...queryStatus(query)}>
        {articles.length === 0 ? (
          <EmptyState
            icon={<Newspaper aria-hidden />}
            title={EMPTY[status].title}
            hint={EMPTY[status].hint}
            q=""
          />
        ) : (
          <ul className="space-y-3" aria-label={LIST_NAMES[status]}>
            {articles.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                emailed={emailed[article.id]}
                approving={approve.isPending && approve.variables === article.id}
                onApprove={() => handleApprove(article)}
                onDecline={() => {
                  decline.reset();
                  setDeclining(article);
                }}
                onEmail={() => {
                  email.reset();
                  setEmailing(article);
                }}
              />
            ))}
          </ul>
        )}
      </ListStatus>
      {declining ? (
        <DeclineArticleDialog
          article={declining}
          pending={decline.isPending}
          error={decline.error}
          onDecline={handleDecline}
          onClose={() => setDeclining(null)}
        />
      ) : null}
      {emailing ? (
        <EmailArticleDialog
          article={emailing}
          pending={email.isPending}
          error={email.error}
          onSend={handleEmail}
          onClose={() => setEmailing(null)}
        />
      ) : null}
    </section>
  );
}
