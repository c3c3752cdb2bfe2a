import { type Party, PARTY_LIMITS } from '@common/listening';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { listLiveSessions } from '../home/commands/listLiveSessions';
import { dispatchPartyStarts } from './commands/dispatchPartyStarts';
import { insertParty, minutesFromNow, RecordingHub } from './testing';

const titles = (parties: Party[]) => parties.map((p) => p.title);

describeEachDatabase('listening parties API', (t) => {
  let app: FastifyInstance;

  let attached: FastifyInstance['ctx']['realtime'];

  beforeAll(async () => {
    app = await t.buildApp();
    attached = app.ctx.realtime;
  });

  afterEach(() => {
    app.ctx.realtime = attached;
  });

  describe('GET /api/parties', () => {
    it('lists featured parties, live ones first, with host, track, cover and reminders', async () => {
      const host = await createUser(t.db, { displayName: 'Featured Host' });
      const fan = await createUser(t.db);
      const track = await createTrack(t.db, { title: 'Sunday Groove', artist: 'Nova', coverArt: '/c/g.svg' });
      const later = await insertParty(t.db, {
        hostId: host.id,
        title: 'Feat later',
        isFeatured: true,
        trackId: track.id,
        scheduledAt: minutesFromNow(600),
      });
      await insertParty(t.db, {
        hostId: host.id,
        title: 'Feat live',
        isFeatured: true,
        scheduledAt: minutesFromNow(-20),
        coverArt: '/c/own.svg',
      });
      await insertParty(t.db, {
        hostId: host.id,
        title: 'Feat over',
        isFeatured: true,
        scheduledAt: minutesFromNow(-600),
      });
      await insertParty(t.db, {
        hostId: host.id,
        title: 'Feat ended',
        isFeatured: true,
        status: 'ended',
        scheduledAt: minutesFromNow(30),
      });
      await insertParty(t.db, { hostId: host.id, title: 'Not featured', scheduledAt: minutesFromNow(60) });
      await t.db.insertInto('partyReminders').values({ userId: fan.id, partyId: later }).execute();

      const visitor = await new TestClient(app).get('/api/parties?tab=featured');
      expect(visitor.statusCode).toBe(200);
      const mine = visitor.json().parties.filter((p: Party) => p.host.id === host.id);
      expect(titles(mine)).toEqual(['Feat live', 'Feat later']);
      expect(mine[0]).toMatchObject({ isLive: true, coverArt: '/c/own.svg', track: null, roomId: null });
      expect(mine[1]).toEqual({
        id: later,
        title: 'Feat later',
        description: null,
        host: { id: host.id, name: 'Featured Host', username: host.username },
        track: {
          id: track.id,
          title: 'Sunday Groove',
          artist: 'Nova',
          audioUrl: track.audioUrl,
          coverArt: '/c/g.svg',
          duration: null,
        },
        coverArt: '/c/g.svg',
        scheduledAt: expect.any(String),
        isFeatured: true,
        isLive: false,
        roomId: null,
        reminderSet: false,
        reminderCount: 1,
        isMine: false,
      });

      const asFan = await signedInClient(app, fan);
      const fanView = (await asFan.get('/api/parties?tab=featured')).json().parties as Party[];
      expect(fanView.find((p) => p.id === later)).toMatchObject({ reminderSet: true, reminderCount: 1 });
    });

    it('lists upcoming parties not yet live, soonest first; the open room of a live host shows', async () => {
      const host = await createUser(t.db);
      const other = await createUser(t.db);
      await insertParty(t.db, { hostId: host.id, title: 'Up second', scheduledAt: minutesFromNow(120) });
      await insertParty(t.db, {
        hostId: host.id,
        title: 'Up first',
        scheduledAt: minutesFromNow(5),
        isFeatured: true,
      });
      await insertParty(t.db, { hostId: host.id, title: 'Up started', scheduledAt: minutesFromNow(-5) });
      const early = await insertParty(t.db, {
        hostId: other.id,
        title: 'Started early',
        status: 'live',
        roomId: 'room-1',
        isFeatured: true,
        scheduledAt: minutesFromNow(90),
      });
      const hub = new RecordingHub();
      hub.hostedRooms.set(other.id, 'room-1');
      app.ctx.realtime = hub;

      const response = await new TestClient(app).get('/api/parties?tab=upcoming');
      const parties = (response.json().parties as Party[]).filter((p) =>
        [host.id, other.id].includes(p.host.id),
      );
      expect(titles(parties)).toEqual(['Up first', 'Up second']);
      expect(parties.every((p) => !p.isLive)).toBe(true);

      const featured = (await new TestClient(app).get('/api/parties?tab=featured')).json().parties as Party[];
      expect(featured.find((p) => p.id === early)).toMatchObject({ isLive: true, roomId: 'room-1' });
      expect(featured[0]!.isLive).toBe(true);
    });

    it('refuses an unknown tab and answers 404 for a party that does not exist', async () => {
      const bad = await new TestClient(app).get('/api/parties?tab=past');
      expect(bad.statusCode).toBe(400);
      const missing = await new TestClient(app).get('/api/parties/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Party not found' });
      expect((await new TestClient(app).get('/api/parties/abc')).statusCode).toBe(404);
    });
  });

  describe('POST /api/parties', () => {
    it('needs a login', async () => {
      const response = await new TestClient(app).post('/api/parties', {
        title: 'Nope',
        scheduledAt: minutesFromNow(60),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to schedule a listening party' });
    });

    it('refuses bad input with 422 and a clear message', async () => {
      const host = await createUser(t.db);
      const client = await signedInClient(app, host);
      const draft = await createTrack(t.db, { status: 'draft' });
      const cases: [unknown, string][] = [
        [{ title: '   ', scheduledAt: minutesFromNow(60) }, 'Please give your party a title'],
        [{ scheduledAt: minutesFromNow(60) }, 'Please give your party a title'],
        [
          { title: 'x'.repeat(101), scheduledAt: minutesFromNow(60) },
          'Title is too long (at most 100 characters)',
        ],
        [{ title: 'Party' }, 'Please choose a date and time'],
        [{ title: 'Party', scheduledAt: 'tomorrow-ish' }, 'Please choose a date and time'],
        [{ title: 'Party', scheduledAt: minutesFromNow(-1) }, 'Please choose a time in the future'],
        [
          { title: 'Party', scheduledAt: minutesFromNow(366 * 24 * 60) },
          'Parties can be scheduled at most a year ahead',
        ],
        [
          { title: 'Party', scheduledAt: minutesFromNow(60), trackId: 987654 },
          'Please choose a track from the catalogue',
        ],
        [
          { title: 'Party', scheduledAt: minutesFromNow(60), trackId: draft.id },
          'Please choose a track from the catalogue',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await client.post('/api/parties', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toEqual({ message });
      }
    });

    it('schedules a party that shows in Upcoming as the host’s own', async () => {
      const host = await createUser(t.db, { displayName: 'Scheduler' });
      const track = await createTrack(t.db, { title: 'Party Anthem' });
      const client = await signedInClient(app, host);
      const at = new Date(Date.now() + 2 * 86_400_000);
      const response = await client.post('/api/parties', {
        title: '  Sunday Session  ',
        description: 'Bring friends',
        trackId: track.id,
        scheduledAt: at.toISOString(),
      });
      expect(response.statusCode).toBe(201);
      const party = response.json() as Party;
      expect(party).toMatchObject({
        title: 'Sunday Session',
        description: 'Bring friends',
        host: { id: host.id, name: 'Scheduler' },
        track: { id: track.id, title: 'Party Anthem' },
        scheduledAt: at.toISOString(),
        isLive: false,
        isFeatured: false,
        isMine: true,
        reminderSet: false,
        reminderCount: 0,
      });
      const upcoming = (await client.get('/api/parties?tab=upcoming')).json().parties as Party[];
      expect(upcoming.find((p) => p.id === party.id)).toMatchObject({ isMine: true });
      const single = await new TestClient(app).get(`/api/parties/${party.id}`);
      expect(single.json()).toMatchObject({ id: party.id, isMine: false });
    });

    it('caps a host’s upcoming parties', async () => {
      const host = await createUser(t.db);
      for (let i = 0; i < PARTY_LIMITS.maxUpcomingPerHost; i += 1) {
        await insertParty(t.db, { hostId: host.id, scheduledAt: minutesFromNow(60 + i) });
      }
      const client = await signedInClient(app, host);
      const response = await client.post('/api/parties', {
        title: 'One more',
        scheduledAt: minutesFromNow(90),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `You already have ${PARTY_LIMITS.maxUpcomingPerHost} upcoming parties. Cancel one to schedule another.`,
      );
    });
  });

  describe('DELETE /api/parties/:id', () => {
    it('lets only the host cancel', async () => {
      const host = await createUser(t.db);
      const stranger = await createUser(t.db);
      const id = await insertParty(t.db, { hostId: host.id, title: 'Cancel me' });
      await t.db.insertInto('partyReminders').values({ userId: stranger.id, partyId: id }).execute();

      const visitor = await new TestClient(app).request('DELETE', `/api/parties/${id}`);
      expect(visitor.statusCode).toBe(401);
      const notHost = await (await signedInClient(app, stranger)).request('DELETE', `/api/parties/${id}`);
      expect(notHost.statusCode).toBe(403);
      expect(notHost.json()).toEqual({ message: 'Only the host can cancel this party' });

      const asHost = await signedInClient(app, host);
      expect((await asHost.request('DELETE', `/api/parties/${id}`)).statusCode).toBe(204);
      expect((await asHost.get(`/api/parties/${id}`)).statusCode).toBe(404);
      expect((await asHost.request('DELETE', `/api/parties/${id}`)).statusCode).toBe(404);
      const reminders = await t.db
        .selectFrom('partyReminders')
        .selectAll()
        .where('partyId', '=', id)
        .execute();
      expect(reminders).toEqual([]);
    });
  });

  describe('reminders', () => {
    it('sets and removes a reminder idempotently, counted once', async () => {
      const host = await createUser(t.db);
      const fan = await createUser(t.db);
      const id = await insertParty(t.db, { hostId: host.id });
      const visitor = await new TestClient(app).post(`/api/parties/${id}/reminder`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Please log in to set a reminder' });

      const client = await signedInClient(app, fan);
      for (let i = 0; i < 2; i += 1) {
        const set = await client.post(`/api/parties/${id}/reminder`);
        expect(set.statusCode).toBe(200);
        expect(set.json()).toEqual({ partyId: id, reminderSet: true, reminderCount: 1 });
      }
      const party = (await client.get(`/api/parties/${id}`)).json() as Party;
      expect(party).toMatchObject({ reminderSet: true, reminderCount: 1 });
      for (let i = 0; i < 2; i += 1) {
        const removed = await client.request('DELETE', `/api/parties/${id}/reminder`);
        expect(removed.json()).toEqual({ partyId: id, reminderSet: false, reminderCount: 0 });
      }
      expect((await client.post('/api/parties/999999/reminder')).statusCode).toBe(404);
    });

    it('refuses a reminder for a party that is over', async () => {
      const host = await createUser(t.db);
      const fan = await createUser(t.db);
      const id = await insertParty(t.db, { hostId: host.id, status: 'ended' });
      const response = await (await signedInClient(app, fan)).post(`/api/parties/${id}/reminder`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This party is already over' });
    });

    it('answers due reminders once: parties that started and are not over', async () => {
      const host = await createUser(t.db, { displayName: 'Due Host' });
      const fan = await createUser(t.db);
      const started = await insertParty(t.db, {
        hostId: host.id,
        title: 'Started',
        scheduledAt: minutesFromNow(-3),
      });
      const future = await insertParty(t.db, {
        hostId: host.id,
        title: 'Future',
        scheduledAt: minutesFromNow(30),
      });
      const old = await insertParty(t.db, {
        hostId: host.id,
        title: 'Old',
        scheduledAt: minutesFromNow(-600),
      });
      for (const partyId of [started, future, old]) {
        await t.db.insertInto('partyReminders').values({ userId: fan.id, partyId }).execute();
      }
      const hub = new RecordingHub();
      hub.hostedRooms.set(host.id, 'room-due');
      app.ctx.realtime = hub;

      expect((await new TestClient(app).get('/api/me/reminders/due')).statusCode).toBe(401);
      const client = await signedInClient(app, fan);
      const [first, second] = await Promise.all([
        client.get('/api/me/reminders/due'),
        new TestClient(app, { jar: client.jar.copy() }).get('/api/me/reminders/due'),
      ]);
      const all = [...first.json().reminders, ...second.json().reminders];
      expect(all).toEqual([{ partyId: started, title: 'Started', hostName: 'Due Host', roomId: 'room-due' }]);
      expect((await client.get('/api/me/reminders/due')).json()).toEqual({ reminders: [] });
    });
  });

  describe('starting parties', () => {
    it('the dispatcher starts each party once and reminds each user once, under two concurrent runs', async () => {
      const host = await createUser(t.db, { displayName: 'Dispatch Host' });
      const fans = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
      const due = await insertParty(t.db, {
        hostId: host.id,
        title: 'Due now',
        scheduledAt: minutesFromNow(-1),
      });
      const notYet = await insertParty(t.db, {
        hostId: host.id,
        title: 'Not yet',
        scheduledAt: minutesFromNow(30),
      });
      const missed = await insertParty(t.db, {
        hostId: host.id,
        title: 'Missed',
        scheduledAt: minutesFromNow(-600),
      });
      for (const fan of fans) {
        for (const partyId of [due, notYet, missed]) {
          await t.db.insertInto('partyReminders').values({ userId: fan.id, partyId }).execute();
        }
      }
      const hub = new RecordingHub();
      const second = t.openHandle();
      const contexts = [
        { database: t.handle, realtime: hub, log: app.log },
        { database: second, realtime: hub, log: app.log },
      ];
      await Promise.all(contexts.map((ctx) => dispatchPartyStarts(ctx)));
      await Promise.all(contexts.map((ctx) => dispatchPartyStarts(ctx)));

      const mine = hub.partyStarting.filter((e) => [due, notYet, missed].includes(e.payload.partyId));
      expect(mine.map((e) => e.userId).sort()).toEqual(fans.map((f) => f.id).sort());
      expect(mine.every((e) => e.payload.partyId === due)).toBe(true);
      expect(mine[0]!.payload).toEqual({
        partyId: due,
        title: 'Due now',
        hostName: 'Dispatch Host',
        roomId: null,
      });

      const statuses = await t.db
        .selectFrom('listeningParties')
        .select(['id', 'status'])
        .where('id', 'in', [due, notYet, missed])
        .orderBy('id')
        .execute();
      expect(statuses.map((s) => s.status)).toEqual(['live', 'scheduled', 'ended']);

      // A user who was not connected still sees the reminder once, from the due list.
      const client = await signedInClient(app, fans[0]!);
      expect((await client.get('/api/me/reminders/due')).json().reminders).toEqual([
        { partyId: due, title: 'Due now', hostName: 'Dispatch Host', roomId: null },
      ]);
    });

    it('lets the host start a party in their open room, reminding once', async () => {
      const host = await createUser(t.db);
      const stranger = await createUser(t.db);
      const fan = await createUser(t.db);
      const id = await insertParty(t.db, {
        hostId: host.id,
        title: 'Early start',
        scheduledAt: minutesFromNow(45),
      });
      await t.db.insertInto('partyReminders').values({ userId: fan.id, partyId: id }).execute();
      const hub = new RecordingHub();
      app.ctx.realtime = hub;

      const notHost = await (
        await signedInClient(app, stranger)
      ).post(`/api/parties/${id}/start`, { roomId: 'room-9' });
      expect(notHost.statusCode).toBe(403);
      expect(notHost.json()).toEqual({ message: 'Only the host can start this party' });

      const client = await signedInClient(app, host);
      const closed = await client.post(`/api/parties/${id}/start`, { roomId: 'room-9' });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ message: 'Open your room first, then start the party' });
      expect((await client.post(`/api/parties/${id}/start`, { roomId: 'bad id!' })).statusCode).toBe(422);

      hub.hostedRooms.set(host.id, 'room-9');
      const started = await client.post(`/api/parties/${id}/start`, { roomId: 'room-9' });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ id, isLive: true, roomId: 'room-9' });
      await client.post(`/api/parties/${id}/start`, { roomId: 'room-9' });
      expect(hub.partyStarting.filter((e) => e.payload.partyId === id)).toEqual([
        {
          userId: fan.id,
          payload: { partyId: id, title: 'Early start', hostName: host.username, roomId: 'room-9' },
        },
      ]);
      const upcoming = (await client.get('/api/parties?tab=upcoming')).json().parties as Party[];
      expect(upcoming.some((p) => p.id === id)).toBe(false);
    });
  });
});

describeEachDatabase('listening parties on Home', (t) => {
  it('shows a started party whose host has no room yet, and not one still to come', async () => {
    const host = await createUser(t.db, { displayName: 'Home Host' });
    const started = await insertParty(t.db, {
      hostId: host.id,
      title: 'Started on Home',
      scheduledAt: minutesFromNow(-10),
      coverArt: '/c/home.svg',
    });
    await insertParty(t.db, { hostId: host.id, title: 'Later on Home', scheduledAt: minutesFromNow(10) });
    const sessions = await listLiveSessions(t.db);
    expect(sessions.filter((s) => s.hostId === host.id)).toEqual([
      {
        id: `party-${started}`,
        kind: 'room',
        title: 'Started on Home',
        host: 'Home Host',
        hostId: host.id,
        thumbnail: '/c/home.svg',
        viewers: 0,
        isLive: true,
        startsAt: expect.any(String),
        href: '/listening?tab=featured',
      },
    ]);
  });
});
