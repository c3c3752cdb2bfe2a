import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { makeCourse } from '../education/testing';
import { createTrack } from '../tracks/testing';
import { clientDirWithIndex } from './testing';

/** What a chat app reads of a link: a real Open Graph and Twitter Card parser against the listening server. */
describeEachDatabase('sharing: link previews read by open-graph-scraper', (t) => {
  let app: FastifyInstance;
  let clientDir: string;
  let base: string;

  const scrape = async (path: string) => {
    const { error, result } = await ogs({ url: `${base}${path}` });
    expect(error).toBe(false);
    return result;
  };

  beforeAll(async () => {
    clientDir = clientDirWithIndex();
    app = await buildTestApp(t.handle, { clientDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('reads a track, an artist, a course and a certificate', async () => {
    const artist = await createUser(t.db, { displayName: 'Luna Waves', bio: 'Night drives.' });
    const track = await createTrack(t.db, {
      userId: artist.id,
      title: 'Tidal Circuits',
      artist: 'Luna Waves',
    });
    const song = await scrape(`/tracks/${track.id}`);
    expect(song.ogTitle).toBe('Tidal Circuits');
    expect(song.ogType).toBe('music.song');
    expect(song.ogDescription).toContain('by Luna Waves');
    expect(song.ogUrl).toMatch(new RegExp(`/tracks/${track.id}$`));
    expect(song.ogImage?.[0]).toMatchObject({ width: '1200', height: '630', type: 'image/png' });
    expect(song.ogImage?.[0]?.url).toContain(`/api/share-image/track/${track.id}.png`);
    expect(song.ogAudioURL ?? song.ogAudio).toContain(track.audioUrl);
    expect(song.twitterCard).toBe('summary_large_image');
    expect(song.twitterTitle).toBe('Tidal Circuits');

    const profile = await scrape(`/artists/${artist.id}`);
    expect(profile.ogTitle).toBe('Luna Waves');
    expect(profile.ogType).toBe('profile');

    const course = await makeCourse(t.db, { title: 'Mixing 101', published: true });
    const lesson = await scrape(`/education?course=${course.id}`);
    expect(lesson.ogTitle).toBe('Mixing 101');
    expect(lesson.ogImage?.[0]?.url).toContain(`/api/share-image/course/${course.id}.png`);

    const learner = await createUser(t.db, { displayName: 'Ada Stone' });
    const number = 'PANDA-CERT-2345678901';
    await t.db
      .insertInto('certifications')
      .values({
        userId: learner.id,
        courseId: course.id,
        certificateNumber: number,
        issueDate: '2026-02-01',
        expiryDate: '2028-02-01',
        status: 'active',
      })
      .execute();
    const certificate = await scrape(`/certificates/${number}`);
    expect(certificate.ogTitle).toBe('Certificate: Mixing 101');
    expect(certificate.ogDescription).toContain('Ada Stone completed Mixing 101');
  });

  it('finds no preview for a private track', async () => {
    const owner = await createUser(t.db);
    const hidden = await createTrack(t.db, { userId: owner.id, title: 'Hidden Demo', visibility: 'private' });
    // The page is a 404 with the app's not-found head: the parser reports the failure, nothing of the track.
    const failure: unknown = await ogs({ url: `${base}/tracks/${hidden.id}` }).catch(
      (reason: unknown) => reason,
    );
    expect(failure).toMatchObject({ error: true, result: { success: false, error: '404 Not Found' } });
    expect(JSON.stringify(failure)).not.toContain('Hidden Demo');
  });
});
