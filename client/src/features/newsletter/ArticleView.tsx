import { ARTICLE_MESSAGES } from '@common/newsletter';
import { CircleAlert, Clock, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/ui/Badge';
import { ArticleImage } from './ArticleImage';
import { formatPosted, paragraphs } from './articleText';
import { articleStatus, type ShownArticle } from './newsletterApi';
import { ReportButton } from '@/features/moderation';

/** Why an unpublished article shows, and to whom: its author (and administrators) only. */
function ReviewNotice({ article }: { article: ShownArticle }) {
  const status = articleStatus(article);
  if (status === 'published') return null;
  const note = 'reviewNote' in article ? article.reviewNote : null;
  if (status === 'pending') {
    return (
      <div
        className="flex items-start gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3.5 text-sm leading-relaxed text-amber-50"
        data-testid="review-notice"
      >
        <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
        <p>
          <strong className="font-semibold">Pending review.</strong> {ARTICLE_MESSAGES.submitted} Until then
          only you and the administrators can see it.
        </p>
      </div>
    );
  }
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-3.5 text-sm leading-relaxed text-red-50"
      data-testid="review-notice"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden />
      <div>
        <p>
          <strong className="font-semibold">{ARTICLE_MESSAGES.declined}.</strong> It is not published; only
          you and the administrators can see it.
        </p>
        {note ? (
          <p className="mt-1.5 whitespace-pre-line break-words">
            <span className="font-semibold">Note from the reviewer:</span> {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The reading view: image, title, subtitle, author, read time, date, tags and the sections. Bodies are plain
 * text: each paragraph (split on blank lines) is a text node, never markup.
 */
export function ArticleView({ article, focusTitle }: { article: ShownArticle; focusTitle: boolean }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Chosen from the list: the reader continues at the article, not at the link they pressed.
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [article.id, focusTitle]);

  return (
    <article aria-labelledby="article-title" data-testid="article-view">
      <ArticleImage src={article.imageURL} className="aspect-[2/1] max-h-72 w-full sm:aspect-auto sm:h-72" />
      <div className="max-w-3xl space-y-6 p-4 sm:p-8">
        <ReviewNotice article={article} />
        <header className="space-y-3">
          {article.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge>{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <h2
            id="article-title"
            ref={titleRef}
            tabIndex={-1}
            className="break-words text-2xl font-extrabold leading-tight tracking-tight outline-none sm:text-4xl"
          >
            {article.title}
          </h2>
          <p className="break-words leading-relaxed text-foreground/80 sm:text-lg">{article.subtitle}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              By <span className="font-semibold text-foreground">{article.author}</span>
            </span>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden /> {article.readTime} min read
            </span>
            {article.postedAt ? (
              <>
                <span aria-hidden>·</span>
                <time dateTime={article.postedAt}>{formatPosted(article.postedAt)}</time>
              </>
            ) : null}
          </p>
          {'status' in article ? null : (
            <ReportButton
              targetType="article"
              targetId={Number(article.id)}
              what={`the article “${article.title}”`}
              variant="outline"
            />
          )}
        </header>
        {article.sections.map((section, index) => (
          <section key={index} className="space-y-3" data-testid="article-section">
            <h3 className="break-words text-xl font-bold tracking-tight">{section.heading}</h3>
            {paragraphs(section.body).map((paragraph, at) => (
              <p key={at} className="whitespace-pre-line break-words leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
