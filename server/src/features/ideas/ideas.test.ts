import {
  generateIdea,
  IDEA,
  IDEA_GENERATOR_VERSION,
  IDEA_MESSAGES,
  type IdeaSettings,
  type SavedIdea,
  type SavedIdeaList,
} from '@common/ideas';
import { ideaParts, toTicks } from '@common/ideasMidi';
import * as tonejs from '@tonejs/midi';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';

const { Midi } = ((tonejs as { default?: typeof tonejs }).default ?? tonejs) as typeof tonejs;

const settings: IdeaSettings = { tonic: 'F#', scale: 'dorian', mood: 'dreamy', tempo: 84, seed: 777 };

describeEachDatabase('Quantum Lab ideas API', (t) => {
  let app: FastifyInstance;
  let owner: TestClient;
  let ownerId: number;
  let other: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    const user = await createUser(t.db);
    ownerId = user.id;
    owner = await signedInClient(app, user);
    other = await signedInClient(app, await createUser(t.db));
  });

  it('saves, lists and deletes ideas that only their owner sees', async () => {
    const saved = await owner.post('/api/ideas', { ...settings, title: '  Night drive  ' });
    expect(saved.statusCode).toBe(201);
    const idea = saved.json<SavedIdea>();
    expect(idea).toMatchObject({ ...settings, title: 'Night drive' });
    const untitled = (await owner.post('/api/ideas', { ...settings, seed: 778 })).json<SavedIdea>();
    expect(untitled.title).toBe('Dreamy idea in F# Dorian');

    const list = (await owner.get('/api/ideas')).json<SavedIdeaList>();
    expect(list.ideas.map((i) => i.id)).toEqual([untitled.id, idea.id]);
    expect((await other.get('/api/ideas')).json()).toEqual({ ideas: [] });

    const theirs = await other.request('DELETE', `/api/ideas/${idea.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: IDEA_MESSAGES.notFound });
    expect((await other.get(`/api/ideas/${idea.id}/midi`)).statusCode).toBe(404);

    expect((await owner.request('DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(404);
    const after = (await owner.get('/api/ideas')).json<SavedIdeaList>();
    expect(after.ideas.map((i) => i.id)).toEqual([untitled.id]);
    const row = await t.db
      .selectFrom('savedIdeas')
      .selectAll()
      .where('id', '=', untitled.id)
      .executeTakeFirst();
    expect(row?.generatorVersion).toBe(IDEA_GENERATOR_VERSION);
  });

  it('writes a saved idea as a MIDI file that parses back to the generated notes', async () => {
    const idea = (await owner.post('/api/ideas', settings)).json<SavedIdea>();
    const response = await owner.get(`/api/ideas/${idea.id}/midi`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/midi');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quantum-lab-fsharp-dorian-dreamy-84bpm-seed777.mid"',
    );
    const file = new Midi(response.rawPayload);
    const parts = ideaParts(generateIdea(settings));
    expect(file.tracks.map((track) => track.notes.length)).toEqual(parts.map((p) => p.notes.length));
    parts.forEach((part, i) => {
      const read = file.tracks[i]!.notes.map((n) => `${n.midi}@${n.ticks}+${n.durationTicks}`).sort();
      const written = part.notes.map((n) => `${n.midi}@${toTicks(n.startBeat)}+${toTicks(n.beats)}`).sort();
      expect(read).toEqual(written);
    });
  });

  it('asks visitors to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/ideas'],
      ['POST', '/api/ideas'],
      ['DELETE', '/api/ideas/1'],
      ['GET', '/api/ideas/1/midi'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: settings } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: IDEA_MESSAGES.notLoggedIn });
    }
  });

  it('refuses settings outside the generator and a malformed id', async () => {
    const cases: [unknown, string][] = [
      [{ ...settings, tempo: 59 }, 'The tempo must be 60 to 180 BPM'],
      [{ ...settings, tempo: '90' }, 'The tempo must be a number'],
      [{ ...settings, scale: 'lydian' }, 'Choose a scale'],
      [{ ...settings, seed: IDEA.seedMax + 1 }, `The seed must be 0 to ${IDEA.seedMax}`],
      [
        { ...settings, title: 'x'.repeat(IDEA.titleMax + 1) },
        `The title can be at most ${IDEA.titleMax} characters`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await owner.post('/api/ideas', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await owner.request('DELETE', '/api/ideas/abc')).statusCode).toBe(404);
  });

  it(`keeps at most ${IDEA.savedMax} ideas per account`, async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    await t.db
      .insertInto('savedIdeas')
      .values(
        Array.from({ length: IDEA.savedMax }, (_, i) => ({
          userId: user.id,
          title: `Idea ${i}`,
          tonic: 'C',
          scale: 'major',
          mood: 'chill',
          tempo: 90,
          seed: i,
          generatorVersion: IDEA_GENERATOR_VERSION,
        })),
      )
      .execute();
    const refused = await client.post('/api/ideas', settings);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: IDEA_MESSAGES.tooMany });
    // The owner of the first ideas is not affected.
    expect(ownerId).not.toBe(user.id);
    expect((await owner.post('/api/ideas', settings)).statusCode).toBe(201);
  });
});
