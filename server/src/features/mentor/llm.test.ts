import { MENTOR_MESSAGES } from '@common/mentor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { KNOWLEDGE } from './knowledge/index';
import { LlmError, streamChatCompletion } from './llm/client';
import { chat } from './testing/chat';
import { FakeLlm } from './testing/fakeLlm';

describe('the OpenAI-compatible adapter', () => {
  const llm = new FakeLlm();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await llm.start();
  });
  afterAll(() => llm.stop());
  beforeEach(() => {
    llm.mode = 'stream';
  });

  const config = () => ({ baseUrl, apiKey: 'sk-local', model: 'tiny-model', timeoutMs: 500 });
  const collect = async (iterator: AsyncIterable<string>) => {
    const pieces: string[] = [];
    for await (const piece of iterator) pieces.push(piece);
    return pieces;
  };

  it('streams the pieces of a chat completion in order', async () => {
    const pieces = await collect(streamChatCompletion(config(), [{ role: 'user', content: 'hi' }]));
    expect(pieces).toEqual(llm.pieces);
    const request = llm.received.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-local');
    expect(request.body).toMatchObject({
      model: 'tiny-model',
      stream: true,
      messages: [{ role: 'user', content: 'hi' }],
    });
  });

  it('reads a server that answers one JSON completion', async () => {
    llm.mode = 'json';
    expect(await collect(streamChatCompletion(config(), [{ role: 'user', content: 'hi' }]))).toEqual([
      llm.pieces.join(''),
    ]);
  });

  it.each(['fail', 'hang', 'break'] as const)(
    'fails with an LlmError when the server does "%s"',
    async (mode) => {
      llm.mode = mode;
      await expect(
        collect(streamChatCompletion(config(), [{ role: 'user', content: 'hi' }])),
      ).rejects.toBeInstanceOf(LlmError);
    },
  );
});

describeEachDatabase('The mentor with a language model', (t) => {
  const llm = new FakeLlm();
  let app: FastifyInstance;
  let address = 0;
  const visitor = () => {
    address += 1;
    return new TestClient(app, { remoteAddress: `10.8.0.${address}` });
  };

  beforeAll(async () => {
    const baseUrl = await llm.start();
    app = await t.buildApp({ llm: { baseUrl, apiKey: 'sk-local', model: 'tiny-model', timeoutMs: 400 } });
  });
  afterAll(async () => {
    await app.close();
    await llm.stop();
  });
  beforeEach(() => {
    llm.mode = 'stream';
  });

  it('streams the model’s answer, written from the retrieved passages, with the same sources', async () => {
    const result = await chat(visitor(), { mentorId: 'drizzy', message: 'How do I write a catchy hook?' });
    expect(result.events[0]).toMatchObject({ event: 'start', data: { engine: 'llm' } });
    const deltas = result.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text);
    expect(deltas).toEqual(llm.pieces);
    expect(result.answer).toMatchObject({ engine: 'llm', message: llm.pieces.join('') });
    expect(result.sources.map((s) => s.id)).toContain('songwriting-hook-first');

    const [system, question] = llm.received.at(-1)!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Drizzy, the Hip-Hop Mentor of Panda Nation');
    expect(system!.content).toContain(KNOWLEDGE.find((p) => p.id === 'songwriting-hook-first')!.text);
    expect(question).toEqual({ role: 'user', content: 'How do I write a catchy hook?' });
  });

  it("hands the model the asker's real numbers and the conversation so far", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    await createTrack(t.db, { userId: user.id, title: 'Copper Skyline', playCount: 75, likeCount: 9 });
    const first = await chat(client, { mentorId: 'business_guru', message: 'How are my tracks doing?' });
    expect(llm.received.at(-1)!.body.messages![0]!.content).toContain(
      '“Copper Skyline”: 75 plays and 9 likes (0 this week, 0 the week before)',
    );
    await chat(client, {
      mentorId: 'business_guru',
      message: 'And how do I pitch playlists?',
      conversationId: first.conversationId,
    });
    const messages = llm.received.at(-1)!.body.messages!;
    expect(messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', 'How are my tracks doing?'],
      ['assistant', llm.pieces.join('')],
      ['user', 'And how do I pitch playlists?'],
    ]);
  });

  it.each([
    ['fail', false],
    ['hang', false],
    ['break', true],
  ] as const)(
    'falls back to the built-in engine when the model does "%s", and says so',
    async (mode, restart) => {
      llm.mode = mode;
      const result = await chat(visitor(), {
        mentorId: 'vocal_coach',
        message: 'How can I stop going flat on high notes?',
      });
      expect(result.response.statusCode).toBe(200);
      const notice = result.events.find((e) => e.event === 'notice');
      expect(notice).toEqual({ event: 'notice', data: { message: MENTOR_MESSAGES.llmFallback, restart } });
      expect(result.answer).toMatchObject({ engine: 'builtin' });
      expect(result.text).toBe(result.answer!.message);
      expect(result.text).toContain(
        KNOWLEDGE.find((p) => p.id === 'vocals-pitch-accuracy')!.text.slice(0, 40),
      );
      expect(result.sources.map((s) => s.id)).toContain('vocals-pitch-accuracy');
    },
  );
});
