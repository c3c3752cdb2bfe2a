import type { ArticleList as ArticleListData, ArticleSaved, ArticleWithStatus } from '@common/newsletter';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion, Newspaper, PenLine, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadError, Skeleton } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { ArticleComposer } from './ArticleComposer';
import { ArticleList } from './ArticleList';
import { ArticleView } from './ArticleView';
import {
  ARTICLES_URL,
  isNotFound,
  MY_ARTICLES_URL,
  useArticle,
  useArticles,
  useMyArticles,
} from './newsletterApi';
import { SubscribeForm } from './SubscribeForm';
import { WelcomePane } from './WelcomePane';

/** The left column: the published articles and, for their author, the ones not published. */
function ArticlesColumn({
  selectedId,
  onSelect,
  hiddenOnPhone,
  signedIn,
}: {
  selectedId: string | null;
  onSelect: () => void;
  hiddenOnPhone: boolean;
  signedIn: boolean;
}) {
  const articles = useArticles();
  const mine = useMyArticles(signedIn);
  const submissions = (mine.data ?? []).filter((article) => article.status !== 'published');
  return (
    <div className={cn('space-y-4 lg:col-start-1 lg:row-start-1', hiddenOnPhone && 'hidden lg:block')}>
      {submissions.length > 0 ? (
        <Card className="p-3">
          <h2 className="px-2 pb-2 pt-1 text-sm font-semibold uppercase tracking-wide text-muted">
            Your submissions
          </h2>
          <ArticleList
            label="Your submissions"
            articles={submissions}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        </Card>
      ) : null}
      <Card className="p-3">
        <h2 className="px-2 pb-2 pt-1 text-sm font-semibold uppercase tracking-wide text-muted">
          Articles
          {articles.data ? <span className="sr-only"> ({articles.data.articles.length})</span> : null}
        </h2>
        {articles.isPending ? (
          <div className="grid gap-3 p-2" aria-busy>
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="flex gap-3">
                <Skeleton className="size-16 shrink-0" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        ) : articles.isError ? (
          <LoadError what="the articles" onRetry={() => void articles.refetch()} />
        ) : articles.data.articles.length === 0 ? (
          <p className="p-3 text-sm text-muted">No articles yet.</p>
        ) : (
          <ArticleList
            label="Newsletter articles"
            articles={articles.data.articles}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        )}
      </Card>
    </div>
  );
}

/** The reading pane for the article in the address: from a list when one holds it, else read by its id. */
function ReadingPane({ id, focusTitle }: { id: string; focusTitle: boolean }) {
  const { user } = useAuth();
  const articles = useArticles();
  const mine = useMyArticles(Boolean(user));
  const known =
    articles.data?.articles.find((article) => article.id === id) ??
    mine.data?.find((article) => article.id === id);
  // Wait for the lists first: an article they hold needs no request of its own.
  const listsSettled = !articles.isPending && (!user || !mine.isPending);
  const detail = useArticle(listsSettled ? id : null, known);
  const article = known ?? detail.data;

  if (article) return <ArticleView article={article} focusTitle={focusTitle} />;
  if (detail.isError) {
    const missing = isNotFound(detail.error);
    return (
      <div className="grid justify-items-center gap-4 p-10 text-center" data-testid="article-missing">
        <FileQuestion className="size-12 text-muted" aria-hidden />
        <h2 className="text-2xl font-bold">{missing ? 'Article not found' : 'Could not load the article'}</h2>
        <p className="max-w-md text-sm text-muted">
          {missing
            ? 'It may have been removed, or it is waiting for review and is not yours to read.'
            : 'Check your connection and try again.'}
        </p>
        {missing ? (
          <Button asChild variant="outline">
            <Link href="/newsletter">All articles</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="grid place-items-center py-24">
      <Spinner className="size-8" label="Loading the article" />
    </div>
  );
}

/**
 * Newsletter (/newsletter and /newsletter/:id): the article list on the left; on the right a pane that
 * welcomes, shows the article in the address, or holds the composer (which takes priority) for a signed-in
 * user. On phones the list and the pane stack; while reading or writing, the pane stands alone.
 */
export default function NewsletterPage() {
  const { user } = useAuth();
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState(false);
  const [composerKey, setComposerKey] = useState(0);
  const [chosen, setChosen] = useState(false);
  const articles = useArticles();

  const selectedId = id ?? null;
  const writing = composing && user !== null;
  // On phones the pane stands alone while an article is read or written.
  const paneAlone = writing || selectedId !== null;

  function handlePublished({ article, message }: ArticleSaved) {
    toast({ title: message });
    if (article.status === 'published') {
      queryClient.setQueryData<ArticleListData>([ARTICLES_URL], (current) =>
        current
          ? { ...current, articles: [article, ...current.articles.filter((a) => a.id !== article.id)] }
          : current,
      );
    }
    queryClient.setQueryData<ArticleWithStatus[]>([MY_ARTICLES_URL], (current) => [
      article,
      ...(current ?? []).filter((a) => a.id !== article.id),
    ]);
    setComposing(false);
    setComposerKey((key) => key + 1);
    setChosen(true);
    navigate(`/newsletter/${article.id}`);
  }

  const count = articles.data?.subscriberCount;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl space-y-2">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
            <Newspaper className="size-3.5" aria-hidden /> Newsletter
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">The Panda Nation Newsletter</h1>
          <p className={cn('leading-relaxed text-muted', paneAlone && 'hidden sm:block')}>
            Guides, stories and news for independent artists, producers, DJs and the fans who back them.
          </p>
        </div>
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-3 md:justify-end md:gap-5">
          <p
            className="inline-flex items-center gap-2 text-sm text-foreground/85"
            data-testid="subscriber-count"
          >
            <Users className="size-4 text-primary-text" aria-hidden />
            {count === undefined ? (
              <Skeleton className="h-4 w-28" />
            ) : (
              <span>
                <strong className="font-semibold">{count.toLocaleString('en-US')}</strong>{' '}
                {count === 1 ? 'subscriber' : 'subscribers'}
              </span>
            )}
          </p>
          {user ? (
            <Button
              variant={writing ? 'outline' : 'primary'}
              onClick={() => setComposing((current) => !current)}
              aria-expanded={writing}
            >
              {writing ? <X aria-hidden /> : <PenLine aria-hidden />}
              {writing ? 'Cancel' : 'New Article'}
            </Button>
          ) : null}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <ArticlesColumn
          selectedId={selectedId}
          onSelect={() => setChosen(true)}
          hiddenOnPhone={paneAlone}
          signedIn={user !== null}
        />
        <div className="grid gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {selectedId !== null && !writing ? (
            <Link
              href="/newsletter"
              className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary-text hover:underline lg:hidden"
            >
              <ArrowLeft className="size-4" aria-hidden /> All articles
            </Link>
          ) : null}
          <Card className="overflow-hidden">
            {writing ? (
              <ArticleComposer
                key={composerKey}
                isAdmin={user?.role === 'admin'}
                onPublished={handlePublished}
              />
            ) : selectedId ? (
              <ReadingPane key={selectedId} id={selectedId} focusTitle={chosen} />
            ) : (
              <WelcomePane signedIn={user !== null} />
            )}
          </Card>
        </div>
        <Card
          className="relative overflow-hidden border-primary/25 bg-gradient-to-br from-primary/15 via-[#221421] to-[#1b1b1f] p-5 lg:col-start-1 lg:row-start-2"
          role="region"
          aria-labelledby="newsletter-subscribe-title"
        >
          <h2 id="newsletter-subscribe-title" className="text-lg font-bold">
            Get it by email
          </h2>
          <p className="mb-4 mt-1 text-sm leading-relaxed text-foreground/75">
            New articles in your inbox. We email you a link to confirm your address; unsubscribe any time.
          </p>
          <SubscribeForm source="newsletter" idPrefix="newsletter-page" stacked />
        </Card>
      </div>
    </div>
  );
}
