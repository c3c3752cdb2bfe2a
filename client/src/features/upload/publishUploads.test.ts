import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishUploads } from './publishUploads';
import type { UploadItem } from './uploadItem';

const item = (id: string, trackId: number): UploadItem => ({
  id,
  name: `${id}.wav`,
  size: 10,
  status: 'success',
  progress: 100,
  error: null,
  audioUrl: null,
  trackId,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('publishUploads', () => {
  it('posts each track to its publish URL with its own body', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 1 }), { status: 200 });
    });
    const result = await publishUploads([item('a', 11), item('b', 12)], (upload, index) => ({
      title: `${upload.name}-${index}`,
      artistName: 'luna',
    }));
    expect(result).toEqual({ published: ['a', 'b'], error: null });
    expect(calls).toEqual([
      { url: '/api/tracks/11/publish', body: { title: 'a.wav-0', artistName: 'luna' } },
      { url: '/api/tracks/12/publish', body: { title: 'b.wav-1', artistName: 'luna' } },
    ]);
  });

  it('stops at the first failure and says which were published', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/12/')
        ? new Response(JSON.stringify({ message: 'Please provide a track title.' }), { status: 400 })
        : new Response('{}', { status: 200 }),
    );
    const result = await publishUploads([item('a', 11), item('b', 12), item('c', 13)], () => ({
      title: 't',
      artistName: 'a',
    }));
    expect(result.published).toEqual(['a']);
    expect(String(result.error)).toContain('Please provide a track title.');
  });
});
