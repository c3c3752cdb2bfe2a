import { ADMIN_MESSAGES } from '@common/admin';
import { ARTICLE, ARTICLE_MESSAGES, type ArticleInput } from '@common/newsletter';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { multipart } from '../upload/testAudio';
import { articleEmailHtml } from './articleEmail';
import { imageSize } from './images';

function png(width: number, height: number, colour = '#ff0080'): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

const article = (changes: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Tour on a budget',
  subtitle: 'Vans, couches and merch tables',
  sections: [{ heading: 'Routing', body: 'Plan the drives first.\n\nThen the rooms.' }],
  ...changes,
});

describeEachDatabase('newsletter articles', (t) => {
  let app: FastifyInstance;
  let admin: TestClient;
  let adminUser: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await t.buildApp();
    adminUser = await createUser(t.db, { displayName: 'Editor Ada' });
    await setUserRole(t.db, adminUser.username, 'admin');
    admin = await signedInClient(app, adminUser);
  });

  const member = async (input: { displayName?: string } = {}) => {
    const user = await createUser(t.db, input);
    return { user, client: await signedInClient(app, user) };
  };
  const list = async () => (await new TestClient(app).get('/api/newsletter/articles')).json();
  const inboxOf = (userId: number) =>
    t.db.selectFrom('inboxMessages').selectAll().where('recipientId', '=', userId).orderBy('id').execute();

  describe('writing', () => {
    it('asks visitors to sign in', async () => {
      const response = await new TestClient(app).post('/api/newsletter/articles', article());
      expect(response.statusCode).toBe(401);
    });

    it('publishes an administrator’s article at once, by the composer’s rules', async () => {
      const response = await admin.post('/api/newsletter/articles', {
        title: '  Release week  ',
        subtitle: 'What to do on the day',
        imageURL: '',
        sections: [
          { heading: 'Morning', body: 'Send the email.\r\n\r\n\r\nThen post once.' },
          { heading: '', body: 'A body without a heading is dropped' },
          { heading: 'A heading without a body is dropped', body: '   ' },
          { heading: 'Evening', body: '<script>alert(1)</script> stays text' },
        ],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(ARTICLE_MESSAGES.published);
      expect(body.article).toMatchObject({
        id: expect.stringMatching(/^\d+$/),
        title: 'Release week',
        subtitle: 'What to do on the day',
        imageURL: ARTICLE.defaultImage,
        author: 'Editor Ada',
        // Four sections in the form: max(2, ceil(1.5 x 4)) = 6, counted before the empty ones are dropped.
        readTime: 6,
        tags: ['Newsletter', 'Panda Nation'],
        status: 'published',
        reviewNote: null,
        sections: [
          { heading: 'Morning', body: 'Send the email.\n\nThen post once.' },
          { heading: 'Evening', body: '<script>alert(1)</script> stays text' },
        ],
      });
      expect(new Date(body.article.postedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const listed = await list();
      expect(listed.articles[0]).toEqual({
        id: body.article.id,
        title: 'Release week',
        subtitle: 'What to do on the day',
        imageURL: ARTICLE.defaultImage,
        sections: body.article.sections,
        postedAt: body.article.postedAt,
        author: 'Editor Ada',
        readTime: 6,
        tags: ['Newsletter', 'Panda Nation'],
      });
      const opened = await new TestClient(app).get(`/api/newsletter/articles/${body.article.id}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual(listed.articles[0]);
    });

    it('uses the minimum read time and the username when there is no display name', async () => {
      const { user, client } = await member({ displayName: '' });
      const response = await client.post('/api/newsletter/articles', article({ sections: [] }));
      expect(response.statusCode).toBe(202);
      expect(response.json().article).toMatchObject({ author: user.username, readTime: 2, sections: [] });
    });

    it('answers the first problem with its message', async () => {
      const cases: [unknown, string][] = [
        [{ subtitle: 'x' }, ARTICLE_MESSAGES.titleRequired],
        [{ title: '   ', subtitle: 'x' }, ARTICLE_MESSAGES.titleRequired],
        [{ title: 'x' }, ARTICLE_MESSAGES.subtitleRequired],
        [article({ title: 'x'.repeat(ARTICLE.titleMax + 1) }), ARTICLE_MESSAGES.titleTooLong],
        [article({ imageURL: 'http://example.com/a.jpg' }), ARTICLE_MESSAGES.imageUrl],
        [article({ imageURL: 'javascript:alert(1)' }), ARTICLE_MESSAGES.imageUrl],
        [article({ imageURL: '/media/audio/secret.mp3' }), ARTICLE_MESSAGES.imageUrl],
        [article({ imageURL: '/media/newsletter/../../api/user.jpg' }), ARTICLE_MESSAGES.imageUrl],
        // An uploaded-image path that was never uploaded.
        [article({ imageURL: '/media/newsletter/not-stored.jpg' }), ARTICLE_MESSAGES.imageUrl],
        [
          article({
            sections: Array.from({ length: ARTICLE.sectionsMax + 1 }, () => ({ heading: 'h', body: 'b' })),
          }),
          ARTICLE_MESSAGES.tooManySections,
        ],
        [
          article({ sections: [{ heading: 'h', body: 'b'.repeat(ARTICLE.bodyMax + 1) }] }),
          ARTICLE_MESSAGES.bodyTooLong,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await admin.post('/api/newsletter/articles', body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    });

    it('accepts an https image', async () => {
      const response = await admin.post(
        '/api/newsletter/articles',
        article({ imageURL: 'https://images.example.com/stage.jpg' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().article.imageURL).toBe('https://images.example.com/stage.jpg');
    });

    it(`limits anyone but administrators to ${ARTICLE.submissionsPerDay} submissions a day`, async () => {
      const { client } = await member();
      for (let i = 0; i < ARTICLE.submissionsPerDay; i += 1) {
        expect(
          (await client.post('/api/newsletter/articles', article({ title: `Draft ${i}` }))).statusCode,
        ).toBe(202);
      }
      const refused = await client.post('/api/newsletter/articles', article());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ARTICLE_MESSAGES.tooManySubmissions });
    });
  });

  describe('review', () => {
    it('holds a member’s article for review, visible only to its author and administrators', async () => {
      const { user: author, client } = await member({ displayName: 'Writer Wes' });
      const { client: stranger } = await member();
      const submitted = await client.post('/api/newsletter/articles', article({ title: 'Pending piece' }));
      expect(submitted.statusCode).toBe(202);
      expect(submitted.json()).toMatchObject({
        message: ARTICLE_MESSAGES.submitted,
        article: { status: 'pending', author: 'Writer Wes', reviewNote: null },
      });
      const id = submitted.json().article.id as string;

      expect((await list()).articles.map((a: { id: string }) => a.id)).not.toContain(id);
      for (const viewer of [new TestClient(app), stranger]) {
        const hidden = await viewer.get(`/api/newsletter/articles/${id}`);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json()).toEqual({ message: ARTICLE_MESSAGES.notFound });
      }
      expect((await client.get(`/api/newsletter/articles/${id}`)).json()).toMatchObject({
        id,
        status: 'pending',
      });
      expect((await admin.get(`/api/newsletter/articles/${id}`)).json()).toMatchObject({
        id,
        status: 'pending',
      });
      const mine = (await client.get('/api/newsletter/articles/mine')).json();
      expect(mine.articles.map((a: { id: string }) => a.id)).toEqual([id]);
      expect((await stranger.get('/api/newsletter/articles/mine')).json()).toEqual({ articles: [] });
      expect((await new TestClient(app).get('/api/newsletter/articles/mine')).statusCode).toBe(401);

      const queue = (await admin.get('/api/admin/articles?status=pending')).json();
      expect(queue.articles.map((a: { id: string }) => a.id)).toContain(id);
      expect(queue.articles.every((a: { status: string }) => a.status === 'pending')).toBe(true);

      const approved = await admin.post(`/api/admin/articles/${id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        message: ARTICLE_MESSAGES.approved,
        article: { id, status: 'published' },
      });
      const listed = (await list()).articles;
      expect(listed[0]).toMatchObject({ id, title: 'Pending piece' });
      expect(listed[0].status).toBeUndefined();
      expect((await stranger.get(`/api/newsletter/articles/${id}`)).statusCode).toBe(200);
      const published = (await admin.get('/api/admin/articles?status=published')).json();
      expect(published.articles.map((a: { id: string }) => a.id)).toContain(id);
      expect(
        (await admin.get('/api/admin/articles?status=pending'))
          .json()
          .articles.map((a: { id: string }) => a.id),
      ).not.toContain(id);

      const [message] = await inboxOf(author.id);
      expect(message).toMatchObject({ subject: 'Your article is published', senderId: null });
      expect(message!.body).toContain(`/newsletter/${id}`);
    });

    it('declines with a note the author can read; nobody else sees the article', async () => {
      const { user: author, client } = await member();
      const { client: stranger } = await member();
      const id = (await client.post('/api/newsletter/articles', article({ title: 'Declined piece' }))).json()
        .article.id as string;

      const declined = await admin.post(`/api/admin/articles/${id}/decline`, {
        note: 'Please cite your sources.',
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({
        message: ARTICLE_MESSAGES.declined,
        article: { id, status: 'declined', reviewNote: 'Please cite your sources.' },
      });
      expect((await client.get(`/api/newsletter/articles/${id}`)).json()).toMatchObject({
        status: 'declined',
        reviewNote: 'Please cite your sources.',
      });
      expect((await client.get('/api/newsletter/articles/mine')).json().articles[0]).toMatchObject({
        id,
        status: 'declined',
      });
      expect((await stranger.get(`/api/newsletter/articles/${id}`)).statusCode).toBe(404);
      expect((await list()).articles.map((a: { id: string }) => a.id)).not.toContain(id);
      const queue = (await admin.get('/api/admin/articles?status=declined')).json();
      expect(queue.articles.map((a: { id: string }) => a.id)).toContain(id);
      const [message] = await inboxOf(author.id);
      expect(message!.body).toContain('Please cite your sources.');
    });

    it('keeps the admin routes to administrators', async () => {
      const { client } = await member();
      const id = (await client.post('/api/newsletter/articles', article())).json().article.id as string;
      const routes: [string, unknown?][] = [
        ['/api/admin/articles'],
        [`/api/admin/articles/${id}/approve`, {}],
        [`/api/admin/articles/${id}/decline`, { note: 'x' }],
        [`/api/admin/articles/${id}/email`, {}],
      ];
      for (const [url, body] of routes) {
        const method = body === undefined ? 'GET' : 'POST';
        expect((await new TestClient(app).request(method, url, body)).statusCode, url).toBe(401);
        const refused = await client.request(method, url, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
      }
      expect((await client.get(`/api/newsletter/articles/${id}`)).json().status).toBe('pending');
    });

    it('answers unknown articles and bad filters', async () => {
      for (const url of ['/api/newsletter/articles/999999', '/api/newsletter/articles/abc']) {
        const response = await new TestClient(app).get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: ARTICLE_MESSAGES.notFound });
      }
      expect((await admin.post('/api/admin/articles/999999/approve')).statusCode).toBe(404);
      expect((await admin.get('/api/admin/articles?status=secret')).statusCode).toBe(400);
      expect((await admin.get('/api/admin/articles')).statusCode).toBe(200);
    });
  });

  describe('images', () => {
    const upload = (client: TestClient, data: Buffer, filename = 'art.png', contentType = 'image/png') => {
      const body = multipart([{ name: 'image', filename, contentType, data }]);
      return app.inject({
        method: 'POST',
        url: '/api/newsletter/images',
        payload: body.payload,
        headers: { ...body.headers, ...client.jar.header() },
      });
    };

    it('stores an image checked by its bytes, re-encoded as JPEG within the size box, usable in an article', async () => {
      const { client } = await member();
      const saved = await upload(client, png(2400, 1200));
      expect(saved.statusCode).toBe(201);
      const url = saved.json().url as string;
      expect(url).toMatch(/^\/media\/newsletter\/[\w-]+\.jpg$/);
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(imageSize(image.rawPayload)).toEqual({
        width: ARTICLE.imageMaxSide,
        height: ARTICLE.imageMaxSide / 2,
      });

      const created = await client.post('/api/newsletter/articles', article({ imageURL: url }));
      expect(created.statusCode).toBe(202);
      expect(created.json().article.imageURL).toBe(url);
    });

    it('refuses visitors, other types, unreadable, oversized and huge images', async () => {
      const { client } = await member();
      expect((await upload(new TestClient(app), png(8, 8))).statusCode).toBe(401);

      const text = await upload(client, Buffer.from('just some text, not an image at all'), 'fake.png');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: ARTICLE_MESSAGES.imageUnsupported });

      const broken = Buffer.concat([png(8, 8).subarray(0, 40), Buffer.alloc(200, 7)]);
      const unreadable = await upload(client, broken, 'broken.png');
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json()).toEqual({ message: ARTICLE_MESSAGES.imageUnreadable });

      const tooLarge = await upload(
        client,
        Buffer.concat([png(8, 8), Buffer.alloc(ARTICLE.imageMaxBytes + 10)]),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: ARTICLE_MESSAGES.imageTooLarge });

      // A small file whose header claims 20000 x 20000 pixels is refused before it is decoded.
      const huge = png(8, 8);
      huge.writeUInt32BE(20_000, 16);
      huge.writeUInt32BE(20_000, 20);
      const bomb = await upload(client, huge, 'bomb.png');
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json()).toEqual({ message: ARTICLE_MESSAGES.imageTooManyPixels });

      const missing = multipart([{ name: 'other', value: 'x' }]);
      const none = await app.inject({
        method: 'POST',
        url: '/api/newsletter/images',
        payload: missing.payload,
        headers: { ...missing.headers, ...client.jar.header() },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ message: ARTICLE_MESSAGES.imageMissing });
    });

    it('reads the size of PNG, JPEG and WebP headers', async () => {
      const canvas = createCanvas(300, 120);
      canvas.getContext('2d').fillRect(0, 0, 300, 120);
      expect(imageSize(canvas.toBuffer('image/png'))).toEqual({ width: 300, height: 120 });
      expect(imageSize(await canvas.encode('jpeg', 80))).toEqual({ width: 300, height: 120 });
      expect(imageSize(await canvas.encode('webp', 80))).toEqual({ width: 300, height: 120 });
      expect(imageSize(Buffer.from('not an image at all, not at all'))).toBeNull();
    });
  });

  describe('email', () => {
    /** Subscribes an address and, when asked, follows the link in its confirmation mail. */
    async function subscriber(email: string, confirmed: boolean) {
      expect((await new TestClient(app).post('/api/newsletter/subscribe', { email })).statusCode).toBe(202);
      if (!confirmed) return;
      const mail = await t.db
        .selectFrom('mailMessages')
        .select('text')
        .where('toAddress', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)![1];
      expect((await new TestClient(app).post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    }

    it('sends a published article to the confirmed subscribers as a platform campaign, once', async () => {
      await subscriber('reader.confirmed@example.test', true);
      await subscriber('reader.pending@example.test', false);
      const audience = (await admin.get('/api/marketing/emails')).json().emailList as { email: string }[];
      expect(audience.map((s) => s.email)).toContain('reader.confirmed@example.test');
      expect(audience.map((s) => s.email)).not.toContain('reader.pending@example.test');

      const created = await admin.post(
        '/api/newsletter/articles',
        article({
          title: 'Mailed piece',
          sections: [{ heading: 'Careful', body: '<script>alert(1)</script> is only text' }],
        }),
      );
      const id = created.json().article.id as string;
      const sent = await admin.post(`/api/admin/articles/${id}/email`);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toMatchObject({ campaignId: expect.any(Number), recipients: audience.length });

      const campaign = await t.db
        .selectFrom('campaigns')
        .selectAll()
        .where('id', '=', sent.json().campaignId)
        .executeTakeFirstOrThrow();
      expect(campaign).toMatchObject({
        articleId: Number(id),
        audience: 'platform',
        subject: 'Mailed piece',
      });
      expect(campaign.html).toContain(`${app.ctx.config.mail.linkOrigin}/newsletter/${id}`);
      expect(campaign.html).not.toContain('<script');
      const deliveries = await t.db
        .selectFrom('campaignDeliveries')
        .select('email')
        .where('campaignId', '=', campaign.id)
        .execute();
      expect(deliveries.map((d) => d.email)).toContain('reader.confirmed@example.test');
      expect(deliveries.map((d) => d.email)).not.toContain('reader.pending@example.test');

      const again = await admin.post(`/api/admin/articles/${id}/email`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: ARTICLE_MESSAGES.alreadyEmailed });
    });

    it('emails only published articles', async () => {
      const { client } = await member();
      const id = (await client.post('/api/newsletter/articles', article())).json().article.id as string;
      const pending = await admin.post(`/api/admin/articles/${id}/email`);
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toMatchObject({ message: ARTICLE_MESSAGES.notPublished });
      expect((await admin.post('/api/admin/articles/999999/email')).statusCode).toBe(404);
    });

    it('renders an article as simple, escaped HTML with a link to its page', () => {
      const html = articleEmailHtml(
        {
          id: '7',
          title: 'Fish & <Chips>',
          subtitle: 'A "quoted" subtitle',
          imageURL: ARTICLE.defaultImage,
          sections: [{ heading: 'One', body: 'First <b>para</b>\nsame para\n\nSecond para' }],
          postedAt: new Date().toISOString(),
          author: 'Editor Ada',
          readTime: 2,
          tags: [...ARTICLE.tags],
        },
        'https://pandanation.example',
      );
      expect(html).toContain('<h1>Fish &amp; &lt;Chips&gt;</h1>');
      expect(html).toContain('<em>A &quot;quoted&quot; subtitle</em>');
      expect(html).toContain('src="https://pandanation.example/images/newsletter-default.jpg"');
      expect(html).toContain('<p>First &lt;b&gt;para&lt;/b&gt;<br>same para</p>\n<p>Second para</p>');
      expect(html).toContain('<a href="https://pandanation.example/newsletter/7">');
      expect(html).not.toContain('<b>');
    });
  });
});
