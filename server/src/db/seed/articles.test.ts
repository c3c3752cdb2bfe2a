import { ARTICLE, articleReadTime } from '@common/newsletter';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { migrateToLatest } from '../migrate';
import { BUILT_IN_ARTICLES, EDITORIAL_AUTHOR, seedArticles } from './articles';

describeEachDatabase('built-in newsletter articles', (t) => {
  let app: FastifyInstance;
  let written: number;

  beforeAll(async () => {
    written = await seedArticles(t.db);
    app = await t.buildApp();
  });

  it('are eight substantial guides of three to five sections', () => {
    expect(BUILT_IN_ARTICLES).toHaveLength(ARTICLE.builtInCount);
    expect(new Set(BUILT_IN_ARTICLES.map((a) => a.title)).size).toBe(ARTICLE.builtInCount);
    for (const article of BUILT_IN_ARTICLES) {
      expect(article.title.length).toBeLessThanOrEqual(ARTICLE.titleMax);
      expect(article.subtitle.length).toBeLessThanOrEqual(ARTICLE.subtitleMax);
      expect(article.sections.length).toBeGreaterThanOrEqual(3);
      expect(article.sections.length).toBeLessThanOrEqual(5);
      for (const section of article.sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.heading.length).toBeLessThanOrEqual(ARTICLE.headingMax);
        const paragraphs = section.body.split('\n\n');
        expect(paragraphs.length, section.heading).toBeGreaterThanOrEqual(2);
        expect(paragraphs.every((paragraph) => paragraph.length > 120)).toBe(true);
        // Plain text: no markup.
        expect(section.body).not.toMatch(/<[a-z/]/i);
      }
    }
  });

  it('are published under the editorial byline, newest first, with varied dates', async () => {
    expect(written).toBe(ARTICLE.builtInCount);
    const response = await new TestClient(app).get('/api/newsletter/articles');
    expect(response.statusCode).toBe(200);
    const { articles, subscriberCount } = response.json();
    expect(subscriberCount).toBe(0);
    const byAge = [...BUILT_IN_ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo);
    expect(articles.map((a: { title: string }) => a.title)).toEqual(byAge.map((a) => a.title));
    for (const [index, article] of articles.entries()) {
      expect(article).toMatchObject({
        author: EDITORIAL_AUTHOR,
        imageURL: ARTICLE.defaultImage,
        tags: [...ARTICLE.tags],
        readTime: articleReadTime(byAge[index]!.sections.length),
        sections: byAge[index]!.sections,
      });
    }
    expect(new Set(articles.map((a: { postedAt: string }) => a.postedAt.slice(0, 10))).size).toBe(
      ARTICLE.builtInCount,
    );
    const opened = await new TestClient(app).get(`/api/newsletter/articles/${articles[0].id}`);
    expect(opened.json()).toEqual(articles[0]);
  });

  it('are written once, however many processes start together', async () => {
    expect(await seedArticles(t.db)).toBe(0);
    const fresh = await t.openEmptyDatabase();
    try {
      await migrateToLatest(fresh.db);
      const results = await Promise.all([1, 2, 3].map(() => seedArticles(fresh.db)));
      expect(results.sort()).toEqual([0, 0, ARTICLE.builtInCount]);
      const rows = await fresh.db.selectFrom('newsletterArticles').select('status').execute();
      expect(rows).toHaveLength(ARTICLE.builtInCount);
      expect(rows.every((row) => row.status === 'published')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
