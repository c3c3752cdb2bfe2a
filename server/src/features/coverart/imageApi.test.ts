import { COVER_ART_MESSAGES, type CoverArtResult, type CoverArtVariations } from '@common/coverart';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { FakeImageApi } from './fakeImageApi';
import { pngSize } from './testing';

const body = {
  trackTitle: 'Night Drive',
  artistName: 'Kairo',
  genre: 'electronic',
  style: 'cyberpunk',
  colorScheme: 'neon',
};

describeEachDatabase('Cover art through an images API', (t) => {
  const api = new FakeImageApi();
  let app: FastifyInstance;
  let client: TestClient;
  let address = 0;

  beforeAll(async () => {
    const url = await api.start();
    app = await t.buildApp(
      {},
      {
        IMAGE_API_URL: url,
        IMAGE_API_KEY: 'sk-test-123',
        IMAGE_API_MODEL: 'test-model',
        IMAGE_API_TIMEOUT_SECONDS: '1',
      },
    );
  });
  afterAll(async () => {
    await app.close();
    await api.stop();
  });
  beforeEach(() => {
    api.mode = 'b64';
    api.calls.length = 0;
    client = new TestClient(app, { remoteAddress: `10.37.0.${(address += 1)}` });
  });

  const fetchImage = async (url: string) => (await new TestClient(app).get(url)).rawPayload;

  it('tells the page the image service draws', async () => {
    expect((await client.get('/api/cover-art/defaults')).json()).toMatchObject({ renderer: 'image-api' });
  });

  it('asks the API for a 1024x1024 image of the prompt and shows its revised prompt', async () => {
    const response = await client.post('/api/generate-cover-art', body);
    expect(response.statusCode).toBe(200);
    const result = response.json() as CoverArtResult;
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toEqual({
      authorization: 'Bearer sk-test-123',
      body: {
        model: 'test-model',
        prompt: result.prompt,
        n: 1,
        size: '1024x1024',
        response_format: 'b64_json',
      },
    });
    expect(result.renderer).toBe('image-api');
    expect(result.revised_prompt).toBe(`A vivid rendition: ${result.prompt}`);
    expect(result.notice).toBeUndefined();
    // The service drew it from the whole prompt: the built-in renderer's reading of the instructions is absent.
    expect(result.understood).toBeUndefined();
    expect((await fetchImage(result.webUrl)).equals(api.png)).toBe(true);
  });

  it('follows an image URL when the API answers with one', async () => {
    api.mode = 'url';
    const result = (await client.post('/api/generate-cover-art', body)).json() as CoverArtResult;
    expect(result.renderer).toBe('image-api');
    expect((await fetchImage(result.webUrl)).equals(api.png)).toBe(true);
  });

  it.each(['error', 'not-an-image', 'silent'] as const)(
    'falls back to the built-in renderer when the API fails (%s), and says so',
    async (mode) => {
      api.mode = mode;
      const response = await client.post('/api/generate-cover-art', body);
      expect(response.statusCode).toBe(200);
      const result = response.json() as CoverArtResult;
      expect(result.renderer).toBe('built-in');
      expect(result.notice).toBe(COVER_ART_MESSAGES.fallbackNotice);
      expect(result.revised_prompt).toBeUndefined();
      expect(result.understood).toEqual({ drawn: [], notDrawn: [] });
      expect(pngSize(await fetchImage(result.webUrl))).toEqual({ width: 1024, height: 1024 });
    },
  );

  it('draws each variation through the API, or all of them built in when it fails', async () => {
    const drawn = (
      await client.post('/api/generate-cover-art-variations', { ...body, count: 3 })
    ).json() as CoverArtVariations;
    expect(api.calls).toHaveLength(3);
    expect(drawn.variations.map((v) => v.renderer)).toEqual(['image-api', 'image-api', 'image-api']);
    api.mode = 'error';
    const fallback = (
      await client.post('/api/generate-cover-art-variations', { ...body, count: 3 })
    ).json() as CoverArtVariations;
    expect(fallback.variations.map((v) => v.renderer)).toEqual(['built-in', 'built-in', 'built-in']);
    expect(fallback.notice).toBe(COVER_ART_MESSAGES.fallbackNotice);
  });
});
