import { BLOCK_MESSAGES } from '@common/blocks';
import type { Track, TrackPage } from '@common/tracks';
import type { Page } from 'playwright-core';
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

/** A public seeded track of lunawaves' longer than 12 seconds, open to comments (not a priced beat). */
async function commentableTrack(page: Page): Promise<Track> {
  const list = (await (
    await page.request.get('/api/tracks?sort=newest&page=1&pageSize=50')
  ).json()) as TrackPage;
  const track = list.tracks.find(
    (t) => t.artistUsername === 'lunawaves' && (t.duration ?? 0) > 14 && Number(t.price) === 0,
  );
  expect(track, 'a seeded track of lunawaves').toBeDefined();
  return track!;
}

/** The mini player's audio element: paused, where, and which source. */
function audioState(page: Page) {
  return page.getByTestId('player-audio').evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return { paused: audio.paused, currentTime: audio.currentTime };
  });
}

describe('comments on tracks', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a comment left at 0:12 shows on the waveform for someone else and plays from 0:12 (${width})`, async () => {
      const writer = await newPage(viewport);
      const author = await registerMember(writer, 'writer', { displayName: true });
      const track = await commentableTrack(writer);
      const text = `That switch-up at twelve seconds ${Date.now().toString(36)} https://example.com/notes`;

      await openApp(writer, `/tracks/${track.id}`, { tutorials: 'seen' });
      const comments = writer.getByTestId('comments');
      await comments.getByTestId('comment-body').fill(text);
      await comments.getByTestId('comment-time').fill('0:12');
      await comments.getByRole('button', { name: 'Post' }).click();
      const posted = comments.getByTestId('comment').filter({ hasText: 'That switch-up' }).filter({
        hasText: author.name,
      });
      await posted.waitFor();
      expect(await posted.getByRole('button', { name: 'Play from 0:12' }).isVisible()).toBe(true);
      const link = posted.getByRole('link', { name: 'https://example.com/notes' });
      expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');

      const listener = await newPage(viewport);
      await registerMember(listener, 'listener', { displayName: true });
      await openApp(listener, `/tracks/${track.id}`, { tutorials: 'seen' });
      const marker = listener.getByRole('button', {
        name: new RegExp(`^Play from 0:12: ${author.name} said`),
      });
      await marker.waitFor();
      expect(await marker.getAttribute('data-position')).toBe('12');
      await marker.scrollIntoViewIfNeeded();
      await screenshot(listener, `comments-waveform-${width}`);
      await marker.click();
      await expect.poll(async () => (await audioState(listener)).paused, { timeout: 30_000 }).toBe(false);
      await expect
        .poll(async () => (await audioState(listener)).currentTime, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(12);
      expect((await audioState(listener)).currentTime).toBeLessThan(20);
      // The player bar shows the same marks on its waveform (wide screens).
      if (viewport === DESKTOP) {
        const bar = listener.getByTestId('mini-player');
        await bar.getByRole('button', { name: new RegExp(`^Play from 0:12: ${author.name} said`) }).waitFor();
      }
      await listener.getByTestId('comments').scrollIntoViewIfNeeded();
      await screenshot(listener, `comments-list-${width}`);
      if (viewport === PHONE) expect(await scrollsSideways(listener)).toBe(false);
    });

    it(`refuses a blocked user's comment with its message (${width})`, async () => {
      const artist = await newPage(viewport);
      const login = await artist.request.post('/api/login', {
        data: { username: 'lunawaves', password: 'pandanation' },
      });
      expect(login.status()).toBe(200);
      const fan = await newPage(viewport);
      const pest = await registerMember(fan, 'pest', { displayName: true });
      const track = await commentableTrack(fan);

      // The artist blocks them from their profile, after a confirmation.
      await openApp(artist, `/artists/${pest.id}`, { tutorials: 'seen' });
      await artist.getByTestId('block-user').click();
      const dialog = artist.getByRole('dialog', { name: `Block ${pest.name}?` });
      await dialog.waitFor();
      await screenshot(artist, `block-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Block' }).click();
      await artist.getByTestId('unblock-user').waitFor();

      // The blocked user still sees the track and its comments, but their comment is refused.
      await openApp(fan, `/tracks/${track.id}`, { tutorials: 'seen' });
      const comments = fan.getByTestId('comments');
      await comments.getByTestId('comment-body').fill('Can I say something?');
      await comments.getByRole('button', { name: 'Post' }).click();
      await comments.getByRole('alert').filter({ hasText: BLOCK_MESSAGES.comment }).waitFor();
      await screenshot(fan, `comment-refused-${width}`);

      // Unblocked from /settings, in "Blocked people".
      await openApp(artist, '/settings', { tutorials: 'seen' });
      const section = artist.getByRole('region', { name: 'Blocked people' });
      const unblock = section.getByRole('button', { name: `Unblock ${pest.name}` });
      await unblock.scrollIntoViewIfNeeded();
      await screenshot(artist, `blocked-people-${width}`);
      // By keyboard: the settings page may still be settling around the section on a phone.
      await unblock.focus();
      await artist.keyboard.press('Enter');
      await unblock.waitFor({ state: 'detached' });
      await comments.getByRole('button', { name: 'Post' }).click();
      await comments.getByTestId('comment').filter({ hasText: 'Can I say something?' }).first().waitFor();
    });
  }
});
