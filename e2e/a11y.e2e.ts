import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import {
  DESKTOP,
  openApp,
  PHONE,
  scrollsSideways,
  useBrowserPages,
  waitForRoomsConnection,
} from './support/browser';
import { ADMIN_ACCOUNT } from './support/globalSetup';
import { countFetches, navigateInApp, settled } from './support/inApp';

const { newPage } = useBrowserPages();

/** Every route that has a screen today (client/src/app/routes.tsx), and the not-found page. */
const ROUTES = [
  '/',
  '/auth',
  '/dashboard',
  '/videos',
  '/artist',
  '/spinroom',
  '/collab',
  '/listening',
  '/beatbank',
  '/email-marketing',
  '/upload',
  '/upload/quick',
  '/tracks/1',
  '/artists/1',
  '/library',
  '/inbox',
  '/notifications',
  '/notifications/unsubscribe?token=bad',
  '/nft-marketplace',
  '/education',
  '/education?course=1',
  '/education?tab=learning',
  '/education?tab=certifications',
  '/education/courses/1/lessons/1',
  '/education/manage',
  '/certificates/PANDA-CERT-0000000000',
  '/quantum-collab',
  '/quantum-collab?tab=neural',
  '/quantum-collab?tab=features',
  '/quantum-collab?tab=active',
  '/collaborations/1',
  '/ai-hit-predictor',
  '/drizzy-plus-ai',
  '/cover-art-generator',
  '/playlist/liked',
  '/playlists',
  '/search',
  '/search?q=midnight&type=track&bpmMin=60&bpmMax=160&halfDouble=true',
  '/search?q=zzzzqqq',
  '/fan-portal',
  '/newsletter',
  '/newsletter/1',
  '/newsletter/confirm',
  '/contact',
  '/copyright',
  '/about',
  '/settings',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/admin',
  '/no-such-page',
];

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: 'lunawaves', password: 'pandanation' },
  });
  expect(response.status()).toBe(200);
}

/** Opens a route past the splash and lets its data arrive before axe looks. */
async function visit(page: Page, route: string): Promise<void> {
  await openApp(page, route, { tutorials: 'seen' });
  // Pages with a live socket never go fully idle: a few quiet seconds are enough for their data.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Opens the first of `routes` past the splash, then moves to each of the others as the app's links do (one page
 * load for the whole walk), and hands each screen, settled, to `check`.
 */
async function walk(page: Page, routes: readonly string[], check: (route: string) => Promise<void>) {
  await countFetches(page);
  for (const [index, route] of routes.entries()) {
    if (index === 0) {
      await openApp(page, route, { tutorials: 'seen' });
      await settled(page);
    } else {
      await navigateInApp(page, route);
    }
    await check(route);
  }
}

describe('accessibility (axe-core, WCAG 2.1 A and AA; on a phone, no sideways scrolling: 1.4.10 Reflow)', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const signedIn of [false, true]) {
      it(`has no serious or critical violation on any screen, ${width}, ${signedIn ? 'signed in' : 'signed out'}`, async () => {
        const page = await newPage(viewport);
        if (signedIn) await signIn(page);
        await page.goto('/');
        await expectAccessible(page, `splash ${width}`);
        const sideways: string[] = [];
        await walk(page, ROUTES, async (route) => {
          await expectAccessible(page, `${route} ${width} ${signedIn ? 'signed in' : 'signed out'}`);
          if (viewport === PHONE && (await scrollsSideways(page))) sideways.push(route);
        });
        expect(sideways, `screens wider than a ${viewport.width} px phone`).toEqual([]);
      }, 600_000);
    }
  }

  it('has none in the administration screens, desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      const response = await page.request.post('/api/login', { data: ADMIN_ACCOUNT });
      expect(response.status()).toBe(200);
      const routes = [
        '/admin/outbox',
        '/admin/messages',
        '/admin/users',
        '/admin/articles',
        '/admin/moderation',
      ];
      await walk(page, routes, async (route) => {
        await page.getByRole('heading', { name: 'Administration' }).waitFor();
        await expectAccessible(page, `${route} ${viewport.width}px as an administrator`);
        if (viewport === PHONE) expect(await scrollsSideways(page), `${route} scrolls sideways`).toBe(false);
      });
    }
  });

  it('has none in the comments list and the blocked-people section, desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      // Someone to block, then lunawaves: a comment with a link, a mention and a reply on her track.
      const other = await page.request.post('/api/register', {
        data: { username: `blocked${Date.now().toString(36)}${viewport.width}`, password: 'a11y-pass-1' },
      });
      expect(other.status()).toBe(201);
      const otherId = ((await other.json()) as { id: number }).id;
      await signIn(page);
      const posted = await page.request.post('/api/tracks/1/comments', {
        data: { body: 'Listen from here https://example.com @beatsmith', positionSeconds: 5 },
      });
      expect(posted.status()).toBe(201);
      const parentId = ((await posted.json()) as { id: number }).id;
      await page.request.post('/api/tracks/1/comments', { data: { body: 'Agreed!', parentId } });
      expect((await page.request.post(`/api/blocks/${otherId}`, { data: {} })).status()).toBe(200);

      await visit(page, '/tracks/1');
      await page.getByTestId('comment-list').waitFor();
      await page.getByRole('button', { name: 'Reply' }).first().click();
      await expectAccessible(page, `comments ${viewport.width}`);
      await visit(page, '/settings#blocked-people');
      await page.getByTestId('blocked-people').waitFor();
      await expectAccessible(page, `blocked people ${viewport.width}`);
      await visit(page, `/artists/${otherId}`);
      await page.getByTestId('unblock-user').waitFor();
      await expectAccessible(page, `unblock button ${viewport.width}`);
      await page.request.delete(`/api/blocks/${otherId}`);
      await visit(page, `/artists/${otherId}`);
      await page.getByTestId('block-user').click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, `block dialog ${viewport.width}`);
    }
  });

  it('has none in the dialogs and the player bar', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);

    await visit(page, '/');
    const play = page
      .getByRole('main')
      .getByRole('button', { name: /^Play / })
      .first();
    await play.click();
    await page.getByTestId('player-toggle').waitFor();
    await expectAccessible(page, 'player bar');

    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'subscription dialog');
    await page.keyboard.press('Escape');

    await visit(page, '/beatbank');
    await page.getByRole('button', { name: 'Tip Producer' }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'tip dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByTestId('beat-card').first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'beat detail dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open cart' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'cart');
    await page.keyboard.press('Escape');

    await visit(page, '/listening');
    await waitForRoomsConnection(page);
    await page.getByRole('button', { name: 'Host New Party' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'host party dialog');
    await page.getByRole('dialog').getByLabel('Room Name').fill('Accessible party');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Room' }).click();
    await page.getByTestId('room-view').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible(page, 'listening room, as its host');
    await page.getByTestId('manage-listeners').click();
    await page.getByRole('dialog', { name: 'Listeners' }).waitFor();
    await expectAccessible(page, 'listeners dialog');
  });

  it('has none in the notification bell panel, the notifications page and its settings, desktop and phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await signIn(page);
      await visit(page, '/notifications');
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await expectAccessible(page, `/notifications ${viewport.width}px`);
      await page
        .getByRole('button', { name: /^Notifications/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('region', { name: 'Latest notifications' }).waitFor();
      await expectAccessible(page, `notifications panel ${viewport.width}px`);
      if (viewport === PHONE) expect(await scrollsSideways(page), 'the panel scrolls sideways').toBe(false);
      await page.keyboard.press('Escape');
      await visit(page, '/settings#notifications');
      await page.getByLabel('Likes of your tracks').waitFor();
      await expectAccessible(page, `notification settings ${viewport.width}px`);
    }
  });
});
