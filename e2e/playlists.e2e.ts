import type { CoverArtResult } from '@common/coverart';
import type { PlaylistDetail, PlaylistList } from '@common/playlists';
import type { Track, TrackPage } from '@common/tracks';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openApp,
  PHONE,
  registerMember,
  screenshot,
  scrollsSideways,
  useBrowserPages,
} from './support/browser';

const { newPage } = useBrowserPages();

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Three public seeded tracks of one artist with a page, so all three show in that artist's track list. */
async function threeTracks(page: Page): Promise<{ artistId: number; tracks: Track[] }> {
  const all = (await (
    await page.request.get('/api/tracks?sort=newest&page=1&pageSize=50')
  ).json()) as TrackPage;
  const byArtist = new Map<number, Track[]>();
  for (const track of all.tracks) {
    if (track.artistId === null) continue;
    byArtist.set(track.artistId, [...(byArtist.get(track.artistId) ?? []), track]);
  }
  const [artistId, tracks] = [...byArtist].find(([, list]) => list.length >= 3)!;
  return { artistId, tracks: tracks.slice(0, 3) };
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

const rowTitles = (page: Page) =>
  page
    .getByTestId('playlist-track')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

describe('playlists', () => {
  it('builds a playlist from a track page and a track list, reorders it by keyboard, plays it, hides it', async () => {
    const page = await newPage(DESKTOP);
    await registerMember(page, 'lister', { displayName: true });
    const { artistId, tracks } = await threeTracks(page);
    const [first, second, third] = tracks as [Track, Track, Track];
    const title = `Night drive ${Date.now().toString(36)}`;

    // From the track page: no playlist yet, so "New playlist" is right there; the track goes into it.
    await openApp(page, `/tracks/${first.id}`, { tutorials: 'seen' });
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await expectToast(page, `Added to ${title}`);

    // From a track list's row menu (the artist's tracks).
    await openApp(page, `/artists/${artistId}`, { tutorials: 'seen' });
    for (const track of [second, third]) {
      await page
        .getByRole('button', { name: `More options for ${track.title}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
      await page
        .getByRole('dialog', { name: 'Add to playlist' })
        .getByRole('button', { name: `Add to ${title}` })
        .click();
      await expectToast(page, `Added to ${title}`);
    }

    const mine = (await (await page.request.get('/api/me/playlists')).json()) as PlaylistList;
    const playlist = mine.playlists.find((p) => p.title === title)!;
    expect(playlist.trackCount).toBe(3);

    await openApp(page, `/playlist/${playlist.id}`, { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => rowTitles(page)).toEqual([first.title, second.title, third.title]);
    await screenshot(page, 'playlist-page-1280');

    // Keyboard only: Tab to the first track's handle, Space lifts, two arrows down, Space drops.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, page.getByRole('button', { name: `Move ${first.title}, position 1` }));
    // Each arrow waits for what a screen reader hears, as a listener would before pressing again.
    const live = () => page.locator('[aria-live]').allInnerTexts();
    await page.keyboard.press('Space');
    await expect.poll(live).toContainEqual(expect.stringContaining(`${first.title} is over position 1 of 3`));
    // The drag library starts listening for the arrows in a zero-delay timer after the lift: a timer queued now
    // runs after it, so no arrow is pressed before anything listens (on a busy machine one was lost).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    for (const position of [2, 3]) {
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(live)
        .toContainEqual(expect.stringContaining(`${first.title} is over position ${position} of 3`));
    }
    await page.keyboard.press('Space');
    await expect.poll(() => rowTitles(page)).toEqual([second.title, third.title, first.title]);
    await expect
      .poll(live)
      .toContainEqual(expect.stringContaining(`${first.title} dropped at position 3 of 3`));
    await expect
      .poll(async () => {
        const saved = (await (
          await page.request.get(`/api/playlists/${playlist.id}`)
        ).json()) as PlaylistDetail;
        return saved.tracks.map((t) => t.trackId);
      })
      .toEqual([second.id, third.id, first.id]);

    // Play all, by keyboard: the player shows the new first track playing.
    await tabTo(page, page.getByRole('button', { name: 'Play all' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('player-title').innerText()).toBe(second.title);
    await expect
      .poll(() => page.getByTestId('player-audio').evaluate((a) => (a as HTMLAudioElement).paused), {
        timeout: 30_000,
      })
      .toBe(false);

    // Make it private.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit playlist' });
    await edit.getByText('Private', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('playlist-visibility').filter({ hasText: 'Private' }).waitFor();

    // Another visitor gets the not-found page.
    const visitor = await newPage(PHONE);
    expect((await visitor.request.get(`/api/playlists/${playlist.id}`)).status()).toBe(404);
    await openApp(visitor, `/playlist/${playlist.id}`, { tutorials: 'seen' });
    await visitor.getByRole('heading', { level: 1, name: 'Playlist not found' }).waitFor();
    expect(await visitor.getByText(title).count()).toBe(0);
  });

  it('fits a 390 px phone', async () => {
    const page = await newPage(PHONE);
    await registerMember(page, 'lister', { displayName: true });
    const { tracks } = await threeTracks(page);
    const created = await page.request.post('/api/playlists', {
      data: { title: 'A playlist with a long enough title to wrap on a phone', visibility: 'unlisted' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as PlaylistDetail;
    for (const track of tracks) {
      const added = await page.request.post(`/api/playlists/${id}/tracks`, { data: { trackId: track.id } });
      expect(added.ok(), await added.text()).toBe(true);
    }
    await openApp(page, `/playlist/${id}`, { tutorials: 'seen' });
    await page.getByTestId('playlist-track').nth(2).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'playlist-page-390');

    // A cover from the Cover Art Generator replaces the mosaic, and the mosaic comes back.
    const made = await page.request.post('/api/generate-cover-art', {
      data: { trackTitle: 'Night drive', artistName: 'Lister', style: 'abstract', seed: 7 },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { webUrl } = (await made.json()) as CoverArtResult;
    await page.getByRole('button', { name: 'Change cover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Playlist cover' });
    // A tile is chosen by clicking its picture (the radio inside it is for keyboards and screen readers).
    const choose = async (name: string) => {
      const radio = dialog.getByRole('radio', { name });
      await dialog.locator('label', { has: page.getByRole('radio', { name }) }).click();
      await expect.poll(() => radio.isChecked()).toBe(true);
    };
    await choose('Generated cover for Night drive');
    await screenshot(page, 'playlist-cover-dialog-390');
    expect(await scrollsSideways(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Save cover' }).click();
    await expectToast(page, 'Cover saved');
    const coverOf = async () =>
      ((await (await page.request.get(`/api/playlists/${id}`)).json()) as PlaylistDetail).coverArt;
    await expect.poll(coverOf).toBe(webUrl);
    await page.locator(`img[src="${webUrl}"]`).first().waitFor();
    await page.getByRole('button', { name: 'Change cover' }).click();
    await choose('The first four covers of the playlist');
    await dialog.getByRole('button', { name: 'Save cover' }).click();
    await expect.poll(coverOf).toBe(null);
    // Three tracks: the first track's cover stands for the playlist again.
    await expect.poll(() => page.locator(`img[src="${webUrl}"]`).count()).toBe(0);
  });
});
