import type { LessonCompletion } from '@common/education';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { readPdf, structNodes } from '../../test/pdfText';
import { enrolDirectly, makeCourse } from './testing';

/** Names in the scripts the certificate must print, each as its holder wrote it. */
const NAMES = [
  ['Polish', 'Zażółć Gęślą'],
  ['Turkish', 'Çağrı Işıkoğlu'],
  ['Czech', 'Antonín Dvořák'],
  ['Cyrillic', 'Дмитрий Шостакович'],
  ['Greek', 'Μίκης Θεοδωράκης'],
  ['Arabic', 'أم كلثوم'],
  ['Chinese', '周杰伦'],
] as const;

describeEachDatabase('certificate PDFs', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  /** A learner called `name` completes a one-lesson course; answers the PDF anyone can download. */
  async function certificateFor(name: string, courseTitle = 'Certificate Design') {
    const course = await makeCourse(t.db, { title: courseTitle, modules: 1, lessonsPerModule: 1 });
    const user = await createUser(t.db, { displayName: name });
    await enrolDirectly(t.db, user.id, course.id);
    const client = await signedInClient(app, user);
    const done = (
      await client.post(`/api/lessons/${course.lessonIds[0]![0]}/complete`)
    ).json() as LessonCompletion;
    const { certificateNumber, verifyUrl } = done.certificate!;
    const response = await new TestClient(app).get(`/api/certificates/${certificateNumber}/pdf`);
    expect(response.statusCode).toBe(200);
    return { pdf: response.rawPayload, user, certificateNumber, verifyUrl };
  }

  // Compared: the line pdf.js extracts, in the order it reads it out (logical order, right-to-left text
  // included), with the name as written, both in NFKC so that Arabic presentation forms count as their letters
  // (for the other names NFKC changes nothing).
  it.each(NAMES)(
    'prints a %s name exactly as written (%s), as a text extractor reads it',
    async (_, name) => {
      const { pdf, user } = await certificateFor(name);
      const { lines } = await readPdf(pdf);
      expect(lines.map((line) => line.normalize('NFKC'))).toContain(name.normalize('NFKC'));
      expect(lines.join('\n')).not.toContain(`@${user.username}`);
      expect(lines).toContain('Certificate Design');
    },
  );

  it('is a tagged PDF in English, titled, with the learner and the course in its metadata', async () => {
    const { pdf, certificateNumber, verifyUrl } = await certificateFor('Zoë Dvořák', 'Mixing for the Club');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Lang \(en-US\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);

    const read = await readPdf(pdf);
    expect(read.markInfo).toMatchObject({ Marked: true });
    expect(read.info).toMatchObject({
      Title: 'Certificate of Completion: Mixing for the Club',
      Author: 'Panda Nation Academy',
      Subject: `Zoë Dvořák completed Mixing for the Club (${certificateNumber})`,
    });
    // Every text reads back as it was written, in reading order.
    expect(read.lines.slice(0, 7)).toEqual([
      'Panda Nation Academy',
      'Certificate of Completion',
      'This certifies that',
      'Zoë Dvořák',
      'has completed every lesson of the course',
      'Mixing for the Club',
      'taught by Panda Nation Academy',
    ]);
    expect(read.lines).toEqual(
      expect.arrayContaining([
        'Issued',
        'Valid until',
        'Certificate number',
        certificateNumber,
        'Scan to verify',
      ]),
    );
    const nodes = structNodes(read.structure);
    const roles = nodes.map((node) => node.role);
    expect(roles).toEqual(expect.arrayContaining(['Document', 'H1', 'P', 'Figure', 'Link']));
    expect(nodes.find((node) => node.role === 'Figure')?.alt).toContain(verifyUrl);
  });

  it('embeds subsets of its fonts, no standard font, and links the QR code and the address', async () => {
    const { pdf, verifyUrl } = await certificateFor('周杰伦 · أم كلثوم · Dvořák');
    const raw = pdf.toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(0);
    // A subset's name starts with six capital letters and a plus sign.
    expect(fonts.every((font) => /^[A-Z]{6}\+/.test(font))).toBe(true);
    expect(fonts.some((font) => font.includes('Amiri'))).toBe(true);
    expect(fonts.some((font) => font.includes('NotoSerifSC'))).toBe(true);
    // Whole fonts would weigh megabytes (Noto Serif SC alone about ten).
    expect(pdf.length).toBeLessThan(150_000);
    expect(raw.split(`/URI (${verifyUrl})`).length - 1).toBe(2);
    const { lines } = await readPdf(pdf);
    expect(lines).toContain(`Check this certificate at ${verifyUrl}`);
  });
});
