import {
  type ConversationDetail,
  type ConversationList,
  MENTOR_MESSAGES,
  MENTORS,
  parseSseEvents,
} from '@common/mentor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { makeCourse } from '../education/testing';
import { createTrack } from '../tracks/testing';
import { lowerFirst } from './engine/compose';
import { chunkLesson } from './engine/lessons';
import { personalIntent, promotionScore, smoothedLikeRate } from './engine/personal';
import { stem } from './engine/terms';
import { VOICES } from './engine/voices';
import { KNOWLEDGE } from './knowledge/index';
import { chat } from './testing/chat';

describe('the knowledge base and the engine', () => {
  it('holds several hundred passages with unique ids, each 2 to 5 sentences, across every topic', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(300);
    expect(new Set(KNOWLEDGE.map((p) => p.id)).size).toBe(KNOWLEDGE.length);
    const topics = new Set(KNOWLEDGE.map((p) => p.topic));
    for (const topic of [
      'songwriting',
      'flow',
      'beatmaking',
      'mixing',
      'vocals',
      'royalties',
      'publishing',
    ]) {
      expect(topics).toContain(topic);
    }
    for (const topic of ['distribution', 'contracts', 'marketing', 'releases', 'platform'])
      expect(topics).toContain(topic);
    for (const p of KNOWLEDGE) {
      const sentences = p.text.split(/(?<=[.!?])\s+(?=[A-Z0-9'‘“])/).length;
      expect(sentences, p.id).toBeGreaterThanOrEqual(2);
      expect(sentences, p.id).toBeLessThanOrEqual(5);
      expect(p.url, p.id).toMatch(/^\//);
    }
  });

  it('joins a passage after a bridge as one sentence: a lower-case start unless a name or an acronym opens it', () => {
    expect(lowerFirst('A chorus lands harder after a sparse verse.')).toBe(
      'a chorus lands harder after a sparse verse.',
    );
    expect(lowerFirst('An ISRC identifies a recording.')).toBe('an ISRC identifies a recording.');
    expect(lowerFirst('The hook comes first.')).toBe('the hook comes first.');
    for (const kept of [
      'ISRC codes are free.',
      'I record at night.',
      "Spotify's editors listen.",
      '808s need tuning.',
    ]) {
      expect(lowerFirst(kept)).toBe(kept);
    }
    // Every passage after every bridge that ends mid-sentence reads as one sentence.
    const midSentence = Object.values(VOICES).flatMap((v) => v.bridges.filter((b) => /[a-z]$/.test(b)));
    expect(midSentence.length).toBeGreaterThan(0);
    const functionWord =
      /^(A|An|The|This|These|That|If|When|Most|Many|Your|You|It|Each|Every|Before|After|Keep|Use)\b/;
    for (const bridge of midSentence) {
      for (const p of KNOWLEDGE) expect(lowerFirst(p.text), `${bridge} + ${p.id}`).not.toMatch(functionWord);
    }
  });

  it('stems plural and verb forms to one term', () => {
    expect(stem('royalties')).toBe(stem('royalty'));
    expect(stem('mixing')).toBe(stem('mix'));
    expect(stem('vocals')).toBe(stem('vocal'));
    expect(stem('breathing')).toBe(stem('breathe'));
  });

  it('tells questions about the asker from general ones', () => {
    expect(personalIntent('How are my tracks doing?')).toBe('overview');
    expect(personalIntent('Which track should I promote?')).toBe('promote');
    expect(personalIntent('which of my songs should I push')).toBe('promote');
    expect(personalIntent('How many plays do I have?')).toBe('overview');
    expect(personalIntent('How do I mix my vocals?')).toBeNull();
    expect(personalIntent('How do I write a hook?')).toBeNull();
  });

  it('ranks for promotion by smoothed likes per play times the square root of recent plays', () => {
    const track = { id: 1, title: 'x', bpm: null, key: null, loudness: null, analysed: false };
    expect(smoothedLikeRate({ likes: 4, plays: 30 })).toBeCloseTo(5 / 50);
    expect(promotionScore({ ...track, plays: 30, likes: 4, playsThisWeek: 5, playsLastWeek: 3 })).toBeCloseTo(
      0.3,
    );
  });

  it('cuts lesson Markdown into plain passages at paragraph boundaries', () => {
    const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(' ');
    const chunks = chunkLesson(
      `## Heading\n\n${words(60, 'alpha')}\n\n**${words(50, 'beta')}**\n\n- ${words(10, 'gamma')}`,
    );
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(/^Heading alpha/);
    expect(chunks[1]).toMatch(/^beta .* gamma$/);
    expect(chunks.join(' ')).not.toMatch(/[#*]/);
  });

  it('parses server-sent events split anywhere', () => {
    const wire = 'event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"te';
    const first = parseSseEvents(wire);
    expect(first.events).toEqual([{ event: 'delta', data: { text: 'a' } }]);
    expect(parseSseEvents(`${first.rest}xt":"b"}\n\n`).events).toEqual([
      { event: 'delta', data: { text: 'b' } },
    ]);
  });
});

/** Plays of a track at given ages (days ago). */
async function addPlays(db: Db, trackId: number, daysAgo: number[]): Promise<void> {
  const now = Date.now();
  for (const [i, days] of daysAgo.entries()) {
    await db
      .insertInto('trackPlays')
      .values({
        trackId,
        userId: null,
        listenerKey: `listener-${trackId}-${i}`,
        createdAt: new Date(now - days * 86_400_000 - 60_000).toISOString(),
      })
      .execute();
  }
}

describeEachDatabase('The AI mentor chat', (t) => {
  let app: FastifyInstance;
  let address = 0;
  /** A visitor from an address no other test uses. */
  const visitor = () => {
    address += 1;
    return new TestClient(app, { remoteAddress: `10.9.0.${address}` });
  };
  const member = async () => signedInClient(app, await createUser(t.db));

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  it.each([
    ['drizzy', 'How do I write a catchy hook?', 'songwriting-hook-first'],
    ['vocal_coach', 'How can I stop going flat on high notes?', 'vocals-pitch-accuracy'],
    ['business_guru', 'What is a 360 deal?', 'contracts-360'],
  ])(
    '%s answers a question from its field, streamed, with sources from the knowledge base',
    async (mentorId, message, sourceId) => {
      const result = await chat(visitor(), { mentorId, message });
      expect(result.response.statusCode).toBe(200);
      expect(result.response.headers['content-type']).toContain('text/event-stream');
      const names = result.events.map((e) => e.event);
      expect(names[0]).toBe('start');
      expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(1);
      expect(names.slice(-2)).toEqual(['sources', 'done']);
      const passage = KNOWLEDGE.find((p) => p.id === sourceId)!;
      expect(result.sources.map((s) => s.id)).toContain(sourceId);
      expect(result.sources.find((s) => s.id === sourceId)!.url).toBe(`/drizzy-plus-ai?source=${sourceId}`);
      expect(result.text).toContain(passage.text.slice(20));
      expect(result.answer).toMatchObject({
        type: 'ai',
        sender: MENTORS.find((m) => m.id === mentorId)!.name,
        engine: 'builtin',
        message: result.text,
      });
    },
  );

  it('gives the same answer to the same question', async () => {
    const a = await chat(visitor(), { mentorId: 'drizzy', message: 'How do I tune my 808?' });
    const b = await chat(visitor(), { mentorId: 'drizzy', message: 'How do I tune my 808?' });
    expect(a.text).toBe(b.text);
    expect(a.text).toContain('808');
  });

  it.each([
    ['business_guru', 'Who won the football game last night?'],
    ['business_guru', 'What is the capital of France?'],
    ['drizzy', 'capital city of france??'],
    ['vocal_coach', 'How do I bake sourdough bread?'],
    ['drizzy', "What's the weather like tomorrow?"],
    ['business_guru', 'Can you solve 2x + 3 = 7 for me'],
    ['vocal_coach', 'Tell me a joke about cats'],
    ['drizzy', 'Recommend a good laptop for gaming'],
    ['business_guru', 'What time is it in the UK?'],
  ])('%s declines a question outside the field instead of guessing: %s', async (mentorId, message) => {
    const answer = await chat(visitor(), { mentorId, message });
    expect(answer.sources).toEqual([]);
    expect(answer.text.startsWith(MENTOR_MESSAGES.offTopic)).toBe(true);
    // With questions to try, in the mentor's field.
    for (const example of VOICES[mentorId as keyof typeof VOICES].examples)
      expect(answer.text).toContain(example);
  });

  it('still answers in-field questions named by a body or an acronym of the field', async () => {
    const sacem = await chat(visitor(), { mentorId: 'business_guru', message: 'What is SACEM?' });
    expect(sacem.text.startsWith(MENTOR_MESSAGES.offTopic)).toBe(false);
    expect(sacem.sources.length).toBeGreaterThan(0);
    expect(sacem.text).toContain('SACEM');
    // "How do I mix vocals?" is answered from the mixing notes, not from a DJ lesson on phrasing.
    const mix = await chat(visitor(), { mentorId: 'drizzy', message: 'How do I mix vocals?' });
    expect(mix.sources[0]).toMatchObject({ kind: 'knowledge' });
    expect(mix.sources[0]!.id).toMatch(/^mixing-/);
  });

  it('follows the conversation: "what about" asks after another side, "more detail" goes deeper', async () => {
    const client = await member();
    const first = await chat(client, { mentorId: 'drizzy', message: 'How do I mix vocals?' });
    const conversationId = first.conversationId!;
    const aspect = await chat(client, {
      mentorId: 'drizzy',
      message: 'And what about the low end?',
      conversationId,
    });
    expect(aspect.text.startsWith(MENTOR_MESSAGES.offTopic)).toBe(false);
    expect(aspect.sources.length).toBeGreaterThan(0);
    // About the low end of the mix, and nothing already said.
    expect(aspect.sources[0]!.id).toMatch(/^mixing-/);
    expect(aspect.text).toContain('low end');
    const said = new Set(first.sources.map((source) => source.id));
    expect(aspect.sources.filter((source) => said.has(source.id))).toEqual([]);

    const deeper = await chat(client, {
      mentorId: 'drizzy',
      message: 'Can you give me more detail on that?',
      conversationId,
    });
    expect(deeper.sources.length).toBeGreaterThan(0);
    for (const source of aspect.sources) said.add(source.id);
    expect(deeper.sources.filter((source) => said.has(source.id))).toEqual([]);
    expect(deeper.text).toContain('low end');

    // The same follow-up without a conversation is a question of its own: nothing to go deeper into.
    const alone = await chat(visitor(), {
      mentorId: 'drizzy',
      message: 'Can you give me more detail on that?',
    });
    expect(alone.sources).toEqual([]);
  });

  it('says so when nothing in its notes answers, and greets without sources', async () => {
    const hello = await chat(visitor(), { mentorId: 'vocal_coach', message: 'Hello!' });
    expect(hello.text).toContain('Vocal Coach');
    expect(hello.sources).toEqual([]);
  });

  it('answers from published lessons: free lessons quoted, paid lessons named and linked only', async () => {
    const course = await makeCourse(t.db, {
      title: 'Quillwort Studio Course',
      modules: 2,
      lessonsPerModule: 1,
    });
    const [freeLesson, paidLesson] = [course.lessonIds[0]![0]!, course.lessonIds[1]![0]!];
    await t.db
      .updateTable('courseLessons')
      .set({
        title: 'Quillwort panning',
        content:
          'The quillwort panning method spreads doubles wide. Keep the lead centred while doubles sit at the sides.',
      })
      .where('id', '=', freeLesson)
      .execute();
    await t.db
      .updateTable('courseLessons')
      .set({
        title: 'Zephyrine compression',
        content: 'The zephyrine compression secret is to set attack slowly before anything else.',
      })
      .where('id', '=', paidLesson)
      .execute();

    const free = await chat(visitor(), { mentorId: 'drizzy', message: 'What is quillwort panning?' });
    const freeSource = free.sources.find((s) => s.kind === 'lesson');
    expect(freeSource).toMatchObject({ url: `/education/courses/${course.id}/lessons/${freeLesson}` });
    expect(free.text).toContain('The quillwort panning method spreads doubles wide.');

    const paid = await chat(visitor(), { mentorId: 'drizzy', message: 'Explain zephyrine compression' });
    expect(paid.sources.find((s) => s.kind === 'lesson')).toMatchObject({
      url: `/education/courses/${course.id}/lessons/${paidLesson}`,
    });
    expect(paid.text).not.toContain('set attack slowly');
    expect(paid.text).toContain('Zephyrine compression (Quillwort Studio Course)');
  });

  it("answers a question about the asker's tracks from their real numbers", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const hit = await createTrack(t.db, {
      userId: user.id,
      title: 'Midnight Ledger',
      playCount: 140,
      likeCount: 21,
      bpm: 92,
      key: 'A Minor',
      loudness: -7.5,
      analysisStatus: 'done',
    });
    const other = await createTrack(t.db, {
      userId: user.id,
      title: 'Paper Lanterns',
      playCount: 60,
      likeCount: 2,
    });
    await createTrack(t.db, { userId: user.id, title: 'Unfinished Draft', status: 'draft', playCount: 0 });
    await addPlays(t.db, hit.id, [1, 2, 3, 9]);
    await addPlays(t.db, other.id, [1, 8, 9, 10]);

    const overview = await chat(client, { mentorId: 'drizzy', message: 'How are my tracks doing?' });
    expect(overview.text).toContain('200 plays in total');
    expect(overview.text).toContain(
      '“Midnight Ledger”: 140 plays and 21 likes (3 this week, 1 the week before)',
    );
    expect(overview.text).toContain(
      '“Paper Lanterns”: 60 plays and 2 likes (1 this week, 3 the week before)',
    );
    expect(overview.text).toContain('runs at 92 BPM in A Minor and measures -7.5 LUFS');
    expect(overview.text).not.toContain('Unfinished Draft');
    expect(overview.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining(['/dashboard', `/tracks/${hit.id}`, `/tracks/${other.id}`]),
    );

    const promote = await chat(client, {
      mentorId: 'business_guru',
      message: 'Which track should I promote?',
    });
    expect(promote.text).toContain(
      "I'd put your promotion behind “Midnight Ledger”. 21 likes from 140 plays (15% of plays end in a like)",
    );
    expect(promote.text).toContain('Next in line is “Paper Lanterns”');
    expect(promote.sources[0]).toMatchObject({ kind: 'data', url: `/tracks/${hit.id}` });
  });

  it('will not pick a track to promote when there has been too little listening', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    await createTrack(t.db, { userId: user.id, title: 'Quiet One', playCount: 4, likeCount: 1 });
    await createTrack(t.db, { userId: user.id, title: 'Quiet Two', playCount: 3 });
    const result = await chat(client, {
      mentorId: 'business_guru',
      message: 'Which of my songs should I promote?',
    });
    expect(result.text).toContain('have 7 plays between them');
    expect(result.text).toContain("I won't pick one on guesswork");
  });

  it('asks a visitor to sign in before reading their numbers', async () => {
    const result = await chat(visitor(), { mentorId: 'drizzy', message: 'How are my tracks doing?' });
    expect(result.text).toContain('sign in and ask again');
  });

  it('refuses blank, too long and unknown-mentor messages with a clear 400', async () => {
    const client = visitor();
    for (const message of ['', '   \n ']) {
      const blank = await client.post('/api/mentor/chat', { mentorId: 'drizzy', message });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: MENTOR_MESSAGES.blank });
    }
    const long = await client.post('/api/mentor/chat', { mentorId: 'drizzy', message: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Messages can be at most 2,000 characters.' });
    const exact = await chat(client, { mentorId: 'drizzy', message: `${'a'.repeat(1990)} mix vocal` });
    expect(exact.response.statusCode).toBe(200);
    const unknown = await client.post('/api/mentor/chat', { mentorId: 'kanye', message: 'hi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MENTOR_MESSAGES.unknownMentor });
  });

  it('allows a signed-in user 20 messages a minute, then answers 429 with Retry-After', async () => {
    const client = await member();
    for (let i = 0; i < 20; i += 1) {
      const ok = await client.post('/api/mentor/chat', { mentorId: 'drizzy', message: `hook idea ${i}` });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await client.post('/api/mentor/chat', { mentorId: 'drizzy', message: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MENTOR_MESSAGES.tooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    expect(
      (await (await member()).post('/api/mentor/chat', { mentorId: 'drizzy', message: 'hooks' })).statusCode,
    ).toBe(200);
  });

  it('lets a visitor try 5 messages an hour per address, then asks them to sign in', async () => {
    const client = visitor();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await client.post('/api/mentor/chat', { mentorId: 'vocal_coach', message: 'warm up' })).statusCode,
      ).toBe(200);
    }
    const limited = await client.post('/api/mentor/chat', { mentorId: 'vocal_coach', message: 'warm up' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MENTOR_MESSAGES.visitorLimit() });
    expect(limited.json().message).toBe(
      'You have used your 5 free messages for this hour. Sign in to keep chatting with the mentors.',
    );
    expect(
      (await visitor().post('/api/mentor/chat', { mentorId: 'vocal_coach', message: 'warm up' })).statusCode,
    ).toBe(200);
    const conversations = await client.get('/api/mentor/conversations');
    expect(conversations.statusCode).toBe(401);
  });

  it('stores conversations per user and mentor: listed, resumed and deleted', async () => {
    const client = await member();
    const first = await chat(client, { mentorId: 'vocal_coach', message: 'How do I breathe for singing?' });
    expect(first.conversationId).toEqual(expect.any(Number));
    const id = first.conversationId!;
    const second = await chat(client, {
      mentorId: 'vocal_coach',
      message: 'And how do I warm up?',
      conversationId: id,
    });
    expect(second.conversationId).toBe(id);
    await chat(client, { mentorId: 'drizzy', message: 'How do I tune an 808?' });

    const coach = (
      await client.get('/api/mentor/conversations?mentorId=vocal_coach')
    ).json<ConversationList>();
    expect(coach.conversations).toEqual([
      expect.objectContaining({
        id,
        mentorId: 'vocal_coach',
        title: 'How do I breathe for singing?',
        messageCount: 4,
      }),
    ]);
    expect(
      (await client.get('/api/mentor/conversations')).json<ConversationList>().conversations,
    ).toHaveLength(2);

    const detail = (await client.get(`/api/mentor/conversations/${id}`)).json<ConversationDetail>();
    expect(detail.messages.map((m) => [m.type, m.message.slice(0, 20)])).toEqual([
      ['user', 'How do I breathe for'],
      ['ai', first.text.slice(0, 20)],
      ['user', 'And how do I warm up'],
      ['ai', second.text.slice(0, 20)],
    ]);
    expect(detail.messages[1]!.sources).toEqual(first.sources);

    const wrongMentor = await client.post('/api/mentor/chat', {
      mentorId: 'drizzy',
      message: 'hi',
      conversationId: id,
    });
    expect(wrongMentor.statusCode).toBe(404);

    const deleted = await client.request('DELETE', `/api/mentor/conversations/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await client.get(`/api/mentor/conversations/${id}`)).statusCode).toBe(404);
    expect(
      (await client.get('/api/mentor/conversations?mentorId=vocal_coach')).json<ConversationList>()
        .conversations,
    ).toEqual([]);
  });

  it('keeps conversations private to their owner', async () => {
    const owner = await member();
    const other = await member();
    const { conversationId } = await chat(owner, {
      mentorId: 'business_guru',
      message: 'What does a PRO do?',
    });
    const url = `/api/mentor/conversations/${conversationId}`;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.request('DELETE', url)).statusCode).toBe(404);
    const hijack = await other.post('/api/mentor/chat', {
      mentorId: 'business_guru',
      message: 'hi',
      conversationId,
    });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json()).toEqual({ message: MENTOR_MESSAGES.conversationNotFound });
    expect((await other.get('/api/mentor/conversations')).json<ConversationList>().conversations).toEqual([]);
    expect((await owner.get(url)).json<ConversationDetail>().messages).toHaveLength(2);
    const visitorTry = await visitor().post('/api/mentor/chat', {
      mentorId: 'business_guru',
      message: 'hi',
      conversationId,
    });
    expect(visitorTry.statusCode).toBe(404);
  });

  it('serves knowledge-base passages for source links', async () => {
    const found = await visitor().get('/api/mentor/knowledge/contracts-360');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: 'contracts-360', title: '360 deals', topicLabel: 'Contracts' });
    const missing = await visitor().get('/api/mentor/knowledge/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MENTOR_MESSAGES.sourceNotFound });
  });
});
