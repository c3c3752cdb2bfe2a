import type { Party } from '@common/listening';
import type { LiveChatMessage } from '@common/rooms';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../../features/tracks/testing';
import type { UserRow } from '../schema';
import { seedParties } from './parties';
import { DEMO_USERS } from './users';

describeEachDatabase('demo parties', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
    const users = new Map<string, UserRow>();
    const trackIds: number[] = [];
    for (const demo of DEMO_USERS) {
      const user = await createUser(t.db, { ...demo });
      users.set(demo.username, user);
      const track = await createTrack(t.db, {
        userId: user.id,
        title: `${demo.displayName} single`,
        coverArt: `/media/covers/${demo.username}.svg`,
      });
      trackIds.push(track.id);
    }
    await seedParties({ database: t.handle, storage: app.ctx.storage, log: app.log }, users, trackIds);
  });

  it('features live parties first, then upcoming ones, each with its host, track and cover', async () => {
    const parties = (await new TestClient(app).get('/api/parties?tab=featured')).json().parties as Party[];
    expect(parties.map((p) => [p.title, p.isLive])).toEqual([
      ['Sunday House Listening Party', true],
      ['Lagos Sunrise Premiere', true],
      ['Midnight R&B Listening Session', false],
      ['808 Cathedral Beat Breakdown', false],
      ['Amapiano Sunday Warm-Up', false],
    ]);
    expect(parties[0]).toMatchObject({
      host: { name: 'DJ Nova', username: 'djnova' },
      track: { title: 'DJ Nova single' },
      coverArt: '/media/covers/djnova.svg',
      reminderCount: 3,
    });
  });

  it('lists upcoming parties over the next days, soonest first, on the hour', async () => {
    const parties = (await new TestClient(app).get('/api/parties?tab=upcoming')).json().parties as Party[];
    expect(parties.map((p) => p.title)).toEqual([
      'Rainy Day Lo-Fi Study Hall',
      'Midnight R&B Listening Session',
      '808 Cathedral Beat Breakdown',
      'Kings County Playback',
      'Amapiano Sunday Warm-Up',
      'Mix Clinic: Headroom',
    ]);
    for (const party of parties) {
      expect(new Date(party.scheduledAt).getUTCMinutes()).toBe(0);
      expect(Date.parse(party.scheduledAt)).toBeLessThan(Date.now() + 7 * 86_400_000);
    }
  });

  it('starts a conversation in the listening page’s live chat', async () => {
    const { messages } = (await new TestClient(app).get('/api/live-chat/listening')).json() as {
      messages: LiveChatMessage[];
    };
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages[0]).toMatchObject({ senderName: 'djnova', type: 'music' });
    const times = messages.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
