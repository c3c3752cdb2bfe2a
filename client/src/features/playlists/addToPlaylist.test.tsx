// @vitest-environment happy-dom
import type { PublicUser } from '@common/auth';
import type { PlaylistSummary } from '@common/playlists';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/useAuth';
import { queryClient } from '@/lib/queryClient';
import { dismissToast, useToasts } from '@/ui/useToast';
import { AddToPlaylistDialog } from './AddToPlaylistDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER = { id: 4, username: 'mara' } as PublicUser;

function summary(id: PlaylistSummary['id'], title: string, ownerId = USER.id): PlaylistSummary {
  return {
    id,
    title,
    description: null,
    visibility: 'public',
    ownerId,
    ownerName: 'Mara',
    ownerUsername: 'mara',
    coverArt: null,
    covers: [],
    trackCount: 2,
    totalDuration: 300,
    saves: 0,
    savedByMe: false,
    createdAt: '2026-11-29T04:00:00.000Z',
    updatedAt: '2026-11-29T04:00:00.000Z',
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server: answers by method and path, and records what was asked. */
function fakeServer(answers: Record<string, () => { status: number; body?: unknown }>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`]?.() ?? { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

let root: Root;
let container: HTMLElement;
/** The toasts' titles, written where the test can read them. */
function ToastReader() {
  return (
    <ul id="toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

const toastTitles = () => [...document.querySelectorAll('#toasts li')].map((li) => li.textContent);

async function renderDialog(onClose = () => undefined) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ToastReader />
          <AddToPlaylistDialog track={{ id: 12, title: 'Lagos Sunrise' }} onClose={onClose} />
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
}

/** The button whose name (its label, else its text) starts with `name`. */
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) =>
    (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith(name),
  );

async function waitFor<T>(read: () => T | undefined | null | false): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value) return value;
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error('never appeared');
}

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(['/api/user'], USER);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Add to playlist', () => {
  it('lists only the own playlists, adds the track to the chosen one and confirms with a toast', async () => {
    const calls = fakeServer({
      'GET /api/me/playlists': () => ({
        status: 200,
        body: {
          playlists: [
            summary('liked', 'Liked tracks'),
            summary(3, 'Late night mix'),
            summary(9, 'Saved one', 77),
          ],
        },
      }),
      'POST /api/playlists/3/tracks': () => ({
        status: 201,
        body: { ...summary(3, 'Late night mix'), tracks: [] },
      }),
    });
    const onClose = vi.fn();
    await renderDialog(onClose);
    const add = await waitFor(() => button('Add to Late night mix'));
    expect(button('Add to Liked tracks')).toBeUndefined();
    expect(button('Add to Saved one')).toBeUndefined();

    await act(async () => add.click());
    await waitFor(() => onClose.mock.calls.length > 0);
    expect(calls).toContainEqual({ method: 'POST', url: '/api/playlists/3/tracks', body: { trackId: 12 } });
    expect(toastTitles()).toContain('Added to Late night mix');
  });

  it("shows the server's refusal as given and stays open", async () => {
    fakeServer({
      'GET /api/me/playlists': () => ({ status: 200, body: { playlists: [summary(3, 'Late night mix')] } }),
      'POST /api/playlists/3/tracks': () => ({
        status: 409,
        body: { message: 'This track is already in the playlist' },
      }),
    });
    const onClose = vi.fn();
    await renderDialog(onClose);
    const add = await waitFor(() => button('Add to Late night mix'));
    await act(async () => add.click());
    const alert = await waitFor(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('This track is already in the playlist');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('makes a new playlist inline and puts the track in it', async () => {
    const calls = fakeServer({
      'GET /api/me/playlists': () => ({ status: 200, body: { playlists: [] } }),
      'POST /api/playlists': () => ({ status: 201, body: { ...summary(21, 'Road trip'), tracks: [] } }),
      'POST /api/playlists/21/tracks': () => ({
        status: 201,
        body: { ...summary(21, 'Road trip'), tracks: [] },
      }),
    });
    const onClose = vi.fn();
    await renderDialog(onClose);
    const title = await waitFor(() => document.querySelector<HTMLInputElement>('input[maxlength="100"]'));
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(title, 'Road trip');
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Create and add')!.click());
    await waitFor(() => onClose.mock.calls.length > 0);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/playlists',
      body: { title: 'Road trip', visibility: 'public' },
    });
    expect(calls).toContainEqual({ method: 'POST', url: '/api/playlists/21/tracks', body: { trackId: 12 } });
    expect(toastTitles()).toContain('Added to Road trip');
  });

  it('keeps a playlist it made when adding to it fails, so pressing again never makes a second one', async () => {
    let created = false;
    const calls = fakeServer({
      'GET /api/me/playlists': () => ({
        status: 200,
        body: { playlists: created ? [summary(22, 'Road trip')] : [] },
      }),
      'POST /api/playlists': () => {
        created = true;
        return { status: 201, body: { ...summary(22, 'Road trip'), tracks: [] } };
      },
      'POST /api/playlists/22/tracks': () => ({
        status: 404,
        body: { message: 'This track cannot be added' },
      }),
    });
    const onClose = vi.fn();
    await renderDialog(onClose);
    const title = await waitFor(() => document.querySelector<HTMLInputElement>('input[maxlength="100"]'));
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(title, 'Road trip');
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Create and add')!.click());
    const alert = await waitFor(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('This track cannot be added');
    await waitFor(() => button('Add to Road trip'));
    expect(button('Create and add')).toBeUndefined();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/playlists')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a title before sending anything', async () => {
    const calls = fakeServer({ 'GET /api/me/playlists': () => ({ status: 200, body: { playlists: [] } }) });
    await renderDialog();
    await waitFor(() => button('Create and add'));
    await act(async () => button('Create and add')!.click());
    expect(document.body.textContent).toContain('Please give the playlist a title.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
