import { LIVE_CHAT_LIMITS } from '@common/listening';
import type { LiveChatMessage } from '@common/rooms';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { RecordingHub } from './testing';

let channelSequence = 0;
const newChannel = () => `test-${Date.now()}-${(channelSequence += 1)}`;

describeEachDatabase('live chat API', (t) => {
  let app: FastifyInstance;

  let attached: FastifyInstance['ctx']['realtime'];

  beforeAll(async () => {
    app = await t.buildApp();
    attached = app.ctx.realtime;
  });

  afterEach(() => {
    app.ctx.realtime = attached;
  });

  it('lets a visitor read but not post: "Please log in to participate in chat"', async () => {
    const channel = newChannel();
    const read = await new TestClient(app).get(`/api/live-chat/${channel}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ channel, messages: [] });

    const post = await new TestClient(app).post(`/api/live-chat/${channel}`, {
      message: 'hi',
      type: 'music',
    });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ message: 'Please log in to participate in chat' });
  });

  it('stores a trimmed message and sends it to the channel', async () => {
    const user = await createUser(t.db);
    const hub = new RecordingHub();
    app.ctx.realtime = hub;
    const channel = newChannel();
    const client = await signedInClient(app, user);

    const posted = await client.post(`/api/live-chat/${channel}`, {
      message: '  this track slaps  ',
      type: 'music',
    });
    expect(posted.statusCode).toBe(201);
    const message = posted.json() as LiveChatMessage;
    expect(message).toEqual({
      id: expect.any(Number),
      channel,
      senderId: user.id,
      senderName: user.username,
      message: 'this track slaps',
      timestamp: expect.any(String),
      type: 'music',
    });
    expect(hub.liveChat).toEqual([message]);

    const reaction = await client.post(`/api/live-chat/${channel}`, { message: '🔥', type: 'reaction' });
    expect(reaction.json()).toMatchObject({ type: 'reaction' });
    const history = await new TestClient(app).get(`/api/live-chat/${channel}`);
    expect(history.json().messages.map((m: LiveChatMessage) => m.message)).toEqual([
      'this track slaps',
      '🔥',
    ]);
  });

  it('refuses blank, too long and malformed messages with 422, and a bad channel with 400', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const channel = newChannel();
    const cases: [unknown, string][] = [
      [{ message: '   ', type: 'music' }, 'Message cannot be empty'],
      [{ type: 'music' }, 'Message cannot be empty'],
      [{ message: 'x'.repeat(501) }, 'Message is too long (at most 500 characters)'],
    ];
    for (const [body, text] of cases) {
      const response = await client.post(`/api/live-chat/${channel}`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: text });
    }
    expect(
      (await client.post(`/api/live-chat/${channel}`, { message: 'ok', type: 'shout' })).statusCode,
    ).toBe(422);
    expect((await client.post(`/api/live-chat/${channel}`, { message: 'x'.repeat(500) })).statusCode).toBe(
      201,
    );
    const badChannel = await client.get('/api/live-chat/no%20spaces');
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json()).toEqual({ message: 'Invalid channel' });
  });

  it('shows the last 100 messages, oldest first', async () => {
    const user = await createUser(t.db);
    const channel = newChannel();
    await t.db
      .insertInto('liveChatMessages')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          channel,
          userId: user.id,
          senderName: user.username,
          message: `message ${i + 1}`,
        })),
      )
      .execute();
    const response = await new TestClient(app).get(`/api/live-chat/${channel}`);
    const messages = response.json().messages as LiveChatMessage[];
    expect(messages).toHaveLength(LIVE_CHAT_LIMITS.history);
    expect(messages[0]!.message).toBe('message 6');
    expect(messages.at(-1)!.message).toBe('message 105');
  });

  it('limits how fast one user posts (429 with Retry-After), not others', async () => {
    const [fast, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const channel = newChannel();
    const client = await signedInClient(app, fast);
    const statuses: number[] = [];
    for (let i = 0; i < LIVE_CHAT_LIMITS.ratePoints + 1; i += 1) {
      statuses.push((await client.post(`/api/live-chat/${channel}`, { message: `m${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(LIVE_CHAT_LIMITS.ratePoints).fill(201), 429]);
    const limited = await client.post(`/api/live-chat/${channel}`, { message: 'again' });
    expect(limited.json()).toEqual({ message: 'You are sending messages too fast. Please wait a moment.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const otherClient = await signedInClient(app, other);
    expect((await otherClient.post(`/api/live-chat/${channel}`, { message: 'me too' })).statusCode).toBe(201);
  });

  describe('without a real-time server attached', () => {
    it('still stores the message', async () => {
      app.ctx.realtime = undefined;
      const user = await createUser(t.db);
      const channel = newChannel();
      const client = await signedInClient(app, user);
      expect((await client.post(`/api/live-chat/${channel}`, { message: 'stored' })).statusCode).toBe(201);
      expect((await client.get(`/api/live-chat/${channel}`)).json().messages).toHaveLength(1);
    });
  });
});
