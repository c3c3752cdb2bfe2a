import {
  EDUCATION_MESSAGES,
  EDUCATION_TEXTS,
  type CertificateVerification,
  type CourseDetail,
  type CourseList,
  type MyLearning,
} from '@common/education';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  scrollsSideways,
  uniqueUsername,
  useBrowserPages,
} from './support/browser';
import { ADMIN_ACCOUNT } from './support/globalSetup';

const PASSWORD = 'pandanation';
const WIDE = { width: 1280, height: 900 } as const;
const NARROW = { width: 375, height: 812 } as const;
const { newPage } = useBrowserPages();

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers a new learner; the page's context keeps the session. */
async function registerLearner(page: Page, displayName: string): Promise<string> {
  const username = uniqueUsername('learner');
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The seeded paid course with the fewest lessons. */
async function shortestPaidCourse(page: Page): Promise<CourseDetail> {
  const { courses } = await getJson<CourseList>(page, '/api/courses');
  const paid = courses.filter((c) => c.price > 0).sort((a, b) => a.lessonsCount - b.lessonsCount);
  expect(paid.length).toBeGreaterThan(0);
  return getJson<CourseDetail>(page, `/api/courses/${paid[0]!.id}`);
}

/** Opens a course's detail modal from the catalogue. */
async function openCourse(page: Page, title: string): Promise<Locator> {
  // Each course is listed once (the click fails on two buttons of the same name).
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByTestId('course-dialog');
  await dialog.getByRole('heading', { name: title, level: 2 }).waitFor();
  return dialog;
}

describe('Education', () => {
  it('a guest browses the courses, reads a free lesson and is asked to log in for a paid one', async () => {
    const page = await newPage(WIDE);
    const course = await shortestPaidCourse(page);
    const [freeModule, paidModule] = course.modules;
    expect(freeModule!.isFree).toBe(true);
    expect(paidModule!.isFree).toBe(false);

    await openApp(page, '/education', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Education', level: 1 }).waitFor();
    await page.getByRole('heading', { name: EDUCATION_TEXTS.featuredHeading }).waitFor();
    expect(
      await page.getByRole('tab', { name: EDUCATION_TEXTS.tabs.all }).getAttribute('aria-selected'),
    ).toBe('true');
    await screenshot(page, 'education-courses-desktop');

    const dialog = await openCourse(page, course.title);
    // The real numbers, the curriculum, the certification blurb and the guests' free content.
    const facts = dialog.getByTestId('course-facts');
    await facts.getByText(`${course.modulesCount} modules, ${course.lessonsCount} lessons`).waitFor();
    await facts
      .getByText(`${course.enrolledCount} ${course.enrolledCount === 1 ? 'learner' : 'learners'}`)
      .waitFor();
    await dialog.getByText(course.certificationBlurb).waitFor();
    await dialog.getByText(EDUCATION_TEXTS.freeContentTitle).waitFor();
    const curriculum = dialog.getByRole('list', { name: 'Curriculum' });
    const secondModule = curriculum.getByRole('button', { name: new RegExp(paidModule!.title) });
    expect(await secondModule.getAttribute('aria-expanded')).toBe('false');
    await secondModule.click();
    expect(await secondModule.getAttribute('aria-expanded')).toBe('true');
    await curriculum.getByText(paidModule!.lessons[0]!.title).waitFor();
    await screenshot(page, 'education-modal-desktop');

    // Enroll needs an account.
    await dialog.getByRole('button', { name: 'Enroll for $5.00' }).click();
    await toastWith(page, EDUCATION_TEXTS.authRequiredTitle)
      .getByText(EDUCATION_TEXTS.authRequiredBody)
      .waitFor();

    // The free module's first lesson opens for anyone.
    const freeLesson = freeModule!.lessons[0]!;
    await curriculum.getByRole('link', { name: new RegExp(freeLesson.title) }).click();
    await page.waitForURL(`**/education/courses/${course.id}/lessons/${freeLesson.id}`);
    await page.getByRole('heading', { name: freeLesson.title, level: 1 }).waitFor();
    await toastWith(page, EDUCATION_TEXTS.freeContentTitle).waitFor();
    expect((await page.getByTestId('lesson-content').innerText()).length).toBeGreaterThan(200);
    await page.getByRole('navigation', { name: 'Course outline' }).waitFor();
    await page.getByText('to save your progress.').waitFor();
    await screenshot(page, 'education-lesson-desktop');

    // A paid lesson asks the guest to log in, with the way to enrol.
    const paidLesson = paidModule!.lessons[0]!;
    await page
      .getByRole('navigation', { name: 'Course outline' })
      .getByRole('link', { name: new RegExp(paidLesson.title) })
      .click();
    const locked = page.getByTestId('lesson-locked');
    await locked.getByText(EDUCATION_MESSAGES.loginToEnroll).waitFor();
    await locked.getByRole('heading', { name: paidLesson.title }).waitFor();
    expect(await locked.getByRole('button', { name: 'Enroll' }).isVisible()).toBe(true);
    await locked.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByTestId('lesson-content').count()).toBe(0);

    // My Learning and Certifications: 'You're not logged in' and a Login button to /auth.
    await openApp(page, '/education?tab=certifications', { tutorials: 'seen' });
    await page.getByRole('tabpanel').getByText(EDUCATION_TEXTS.notLoggedIn).waitFor();
    await page.getByRole('tab', { name: EDUCATION_TEXTS.tabs.learning }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(EDUCATION_TEXTS.notLoggedIn).waitFor();
    // A link to a tab (or back through the history) switches the open page to it.
    await page.evaluate(() => window.history.pushState(null, '', '/education?tab=certifications'));
    await page.getByRole('tab', { name: EDUCATION_TEXTS.tabs.certifications, selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: EDUCATION_TEXTS.tabs.learning, selected: true }).waitFor();
    await panel.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    // Signing in comes back to the tab that asked.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/education?tab=learning');
  });

  it('a learner enrols with the sandbox card, completes the course, rates it and verifies the certificate', async () => {
    const page = await newPage(WIDE);
    await registerLearner(page, 'Course Finisher');
    const course = await shortestPaidCourse(page);
    const lessons = course.modules.flatMap((m) => m.lessons);

    await openApp(page, '/education', { tutorials: 'seen' });
    const dialog = await openCourse(page, course.title);
    await dialog.getByRole('button', { name: 'Enroll for $5.00' }).click();
    await dialog.getByTestId('payment-amount').getByText('$5.00').waitFor();
    await dialog.getByText('Course enrollment', { exact: true }).waitFor();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    const pay = dialog.getByRole('button', { name: 'Pay $5.00' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();

    // 'Enrollment Successful', the modal closes and My Learning shows the course.
    await toastWith(page, EDUCATION_TEXTS.enrolledTitle).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('tab', { name: EDUCATION_TEXTS.tabs.learning }).getAttribute('aria-selected'),
    ).toBe('true');
    const item = page.getByTestId('learning-item').filter({ hasText: course.title });
    await item.getByText(`0% complete · 0 of ${lessons.length} lessons`).waitFor();
    const detail = await getJson<CourseDetail>(page, `/api/courses/${course.id}`);
    expect(detail.enrollment).not.toBeNull();
    expect(detail.enrolledCount).toBe(course.enrolledCount + 1);

    // Most lessons through the API; progress is the share of completed lessons.
    const last = lessons[lessons.length - 1]!;
    for (const lesson of lessons.slice(0, -1)) {
      const response = await page.request.post(`/api/lessons/${lesson.id}/complete`, { data: {} });
      expect(response.status(), await response.text()).toBe(200);
    }
    // The last lesson opened is where My Learning resumes.
    const resumeAt = lessons[lessons.length - 2]!;
    expect((await page.request.get(`/api/courses/${course.id}/lessons/${resumeAt.id}`)).status()).toBe(200);
    const percent = Math.round(((lessons.length - 1) / lessons.length) * 100);
    await openApp(page, '/education?tab=learning', { tutorials: 'seen' });
    await item
      .getByText(`${percent}% complete · ${lessons.length - 1} of ${lessons.length} lessons`)
      .waitFor();
    await item.getByText(/Last accessed/).waitFor();
    await item.getByText(resumeAt.title).waitFor();
    expect(await item.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    await screenshot(page, 'education-my-learning-desktop');
    await item.getByRole('link', { name: /Resume/ }).click();
    await page.getByRole('heading', { name: resumeAt.title, level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: EDUCATION_TEXTS.completed }).waitFor();

    // Next leads to the last lesson; Mark complete finishes the course and issues the certificate.
    await page
      .getByRole('navigation', { name: 'Lessons' })
      .getByRole('link', { name: new RegExp(last.title) })
      .click();
    await page.getByRole('heading', { name: last.title, level: 1 }).waitFor();
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    expect(await outline.locator('[aria-label="Completed"]').count()).toBe(lessons.length - 1);
    await page.getByRole('button', { name: EDUCATION_TEXTS.markComplete }).click();
    const complete = page.getByTestId('course-complete');
    await complete.waitFor();
    await expect.poll(() => outline.locator('[aria-label="Completed"]').count()).toBe(lessons.length);

    // Rated once, after the first module.
    const rating = page.getByRole('group', { name: 'Rate this course' });
    await rating.locator('label').nth(4).click();
    expect(await rating.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit rating' }).click();
    await page.getByTestId('my-rating').getByText('You rated this course 5 out of 5.').waitFor();
    await screenshot(page, 'education-lesson-complete-desktop');

    const number = ((await complete.innerText()).match(/PANDA-CERT-\d{10}/) ?? [])[0]!;
    expect(number).toMatch(/^PANDA-CERT-\d{10}$/);
    await complete.getByRole('link', { name: 'View certificate' }).click();
    await page.waitForURL(`**/certificates/${number}`);
    const sheet = page.getByTestId('certificate');
    await sheet.getByTestId('certificate-holder').getByText('Course Finisher').waitFor();
    expect(await sheet.getByTestId('certificate-course').innerText()).toBe(course.title);
    expect(await sheet.getByTestId('certificate-status').innerText()).toMatch(/active/i);
    await page.getByRole('link', { name: 'Download PDF' }).waitFor();
    // Its holder can add it to their LinkedIn profile, the form filled in.
    const linkedIn = new URL(
      (await page.getByRole('link', { name: /Add to LinkedIn/ }).getAttribute('href'))!,
    );
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: course.title,
      organizationName: 'Panda Nation',
      certId: number,
    });
    expect(linkedIn.searchParams.get('certUrl')).toMatch(new RegExp(`/certificates/${number}$`));
    await screenshot(page, 'education-certificate-desktop');
    // Printed, the certificate stands alone: no site header, player or buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'education-certificate-print');
    await page.emulateMedia({ media: 'screen' });

    // The Certifications tab lists it.
    await openApp(page, '/education?tab=certifications', { tutorials: 'seen' });
    const listed = page.getByTestId('certificate-item').filter({ hasText: number });
    await listed.getByRole('heading', { name: course.title }).waitFor();
    expect(await listed.getByTestId('certificate-status').innerText()).toMatch(/active/i);

    // Anyone can check it; the PDF downloads; an unknown number says so.
    const visitor = await newPage(NARROW);
    await openApp(visitor, `/certificates/${number}`, { tutorials: 'seen' });
    await visitor.getByTestId('certificate-holder').getByText('Course Finisher').waitFor();
    await visitor
      .getByTestId('certificate-validity')
      .getByText(/genuine and valid/)
      .waitFor();
    expect(await scrollsSideways(visitor)).toBe(false);
    await screenshot(visitor, 'education-certificate-phone');
    const verification = await getJson<CertificateVerification>(visitor, `/api/certificates/${number}`);
    expect(verification).toMatchObject({
      holderName: 'Course Finisher',
      courseTitle: course.title,
      valid: true,
    });
    const pdf = await visitor.request.get(verification.pdfUrl);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await openApp(visitor, '/certificates/PANDA-CERT-0000000000', { tutorials: 'seen' });
    await visitor
      .getByTestId('certificate-problem')
      .getByText(EDUCATION_MESSAGES.certificateNotFound)
      .waitFor();
  });

  it('an administrator authors, orders and publishes a course that learners then see', async () => {
    const page = await newPage(WIDE);
    await signIn(page, ADMIN_ACCOUNT.username, ADMIN_ACCOUNT.password);
    expect((await getJson<MyLearning>(page, '/api/me/learning')).canTeach).toBe(true);
    const title = `Sampling Ethics ${uniqueUsername('c')}`;

    await openApp(page, '/education', { tutorials: 'seen' });
    await page.getByRole('link', { name: 'Manage courses' }).click();
    await page.getByRole('heading', { name: 'Manage courses', level: 1 }).waitFor();
    const create = page.getByRole('form', { name: 'New course' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Price (USD)').fill('0');
    await create.getByLabel('Description').fill('Clearing samples and giving credit, in four short lessons.');
    await create.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();

    const addModule = page.getByRole('form', { name: 'Add a module' });
    await addModule.getByLabel('Module title').fill('Why clearance matters');
    await addModule.getByLabel('Free module (open to everyone)').check();
    await addModule.getByRole('button', { name: 'Add module' }).click();
    const module = page.getByTestId('module-editor');
    await module.getByRole('heading', { name: 'Module 1: Why clearance matters' }).waitFor();

    for (const [lessonTitle, text] of [
      ['What a sample is', 'A **sample** is a piece of another recording used in yours.'],
      ['Asking for permission', 'Write to the *master owner* and the *publisher*.'],
    ] as const) {
      if ((await module.locator('details[open]').count()) === 0)
        await module.getByText('Add a lesson').click();
      const form = module.locator('details[open] form');
      await form.getByLabel('Lesson title').fill(lessonTitle);
      await form.getByLabel('Content (Markdown)').fill(text);
      await form.getByRole('button', { name: 'Add lesson' }).click();
      await module.getByTestId('lesson-editor').filter({ hasText: lessonTitle }).waitFor();
    }
    // Reorder: the second lesson moves up.
    await module.getByRole('button', { name: 'Move lesson Asking for permission up' }).click();
    await expect
      .poll(async () => module.getByTestId('lesson-editor').first().innerText())
      .toContain('1. Asking for permission');
    await screenshot(page, 'education-manage-desktop');

    // A lesson may carry a video and a listening example: here a track of the catalogue, kept with the lesson.
    const firstLesson = module.getByTestId('lesson-editor').first();
    await firstLesson.getByRole('button', { name: /^Edit/ }).click();
    expect(await firstLesson.getByLabel('Video (optional)').inputValue()).toBe('');
    const example = firstLesson.getByLabel('Listening example (optional)');
    expect(await example.inputValue()).toBe('');
    await expect.poll(() => example.locator('option').count()).toBeGreaterThan(1);
    await example.selectOption({ index: 1 });
    const chosen = await example.inputValue();
    await firstLesson.getByRole('button', { name: 'Save lesson' }).click();
    await toastWith(page, 'Lesson saved').waitFor();
    await firstLesson.getByRole('button', { name: /^Edit/ }).click();
    expect(await firstLesson.getByLabel('Listening example (optional)').inputValue()).toBe(chosen);
    await firstLesson.getByRole('button', { name: /^Close/ }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toastWith(page, 'Course published').waitFor();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    // Only an administrator features a course: it then leads the catalogue.
    const featured = page.getByRole('button', { name: 'Featured', exact: true });
    expect(await featured.getAttribute('aria-pressed')).toBe('false');
    await featured.click();
    await toastWith(page, 'Course featured').waitFor();
    await expect.poll(() => featured.getAttribute('aria-pressed')).toBe('true');
    const catalogue = await getJson<{ courses: Array<{ title: string; featured: boolean }> }>(
      page,
      '/api/courses',
    );
    expect(catalogue.courses.find((course) => course.title === title)?.featured).toBe(true);

    await openApp(page, '/education', { tutorials: 'seen' });
    const dialog = await openCourse(page, title);
    await dialog.getByText('1 modules, 2 lessons').waitFor();
    const lessonLinks = dialog.getByRole('list', { name: 'Curriculum' }).getByRole('link');
    expect(await lessonLinks.first().innerText()).toContain('Asking for permission');
  });

  it('lists each course once: the featured ones in their row, the others after them', async () => {
    const page = await newPage(WIDE);
    const { courses } = await getJson<CourseList>(page, '/api/courses');
    const featured = courses.filter((c) => c.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(courses.length);

    await openApp(page, '/education', { tutorials: 'seen' });
    const featuredRow = page.getByRole('region', { name: EDUCATION_TEXTS.featuredHeading });
    const others = page.getByRole('region', { name: EDUCATION_TEXTS.moreHeading });
    await featuredRow.waitFor();
    await others.waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(courses.length);
    for (const course of courses) {
      const title = page.getByRole('button', { name: course.title, exact: true });
      expect(await title.count(), course.title).toBe(1);
      const where = course.featured ? featuredRow : others;
      expect(await where.getByRole('button', { name: course.title, exact: true }).count()).toBe(1);
    }
  });

  it('shows the whole cover in the course modal, its level badge included, at 1366 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      const { courses } = await getJson<CourseList>(page, '/api/courses');
      const course = courses[0]!;
      await openApp(page, `/education?course=${course.id}`, { tutorials: 'seen' });
      const dialog = page.getByTestId('course-dialog');
      await dialog.getByRole('heading', { name: course.title, level: 2 }).waitFor();
      const cover = dialog.locator(`img[src="${course.coverImage}"]`);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The picture fills its box (object-fit: cover): a box of another shape would cut off its edges.
      const shape = await cover.evaluate((img: HTMLImageElement) => ({
        box: img.clientWidth / img.clientHeight,
        picture: img.naturalWidth / img.naturalHeight,
      }));
      expect(shape.box).toBeCloseTo(shape.picture, 1);
      await screenshot(page, `education-modal-cover-${viewport.width}`);
    }
  });

  it('works at phone width without sideways scrolling', async () => {
    const page = await newPage(NARROW);
    await signIn(page, 'lunawaves');
    const course = await shortestPaidCourse(page);
    await openApp(page, '/education', { tutorials: 'seen' });
    await page.getByRole('heading', { name: EDUCATION_TEXTS.featuredHeading }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'education-courses-phone');

    const dialog = await openCourse(page, course.title);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'education-modal-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const lesson = course.modules[0]!.lessons[1]!;
    await openApp(page, `/education/courses/${course.id}/lessons/${lesson.id}`, { tutorials: 'seen' });
    await page.getByRole('heading', { name: lesson.title, level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'education-lesson-phone');

    await openApp(page, '/education?tab=learning', { tutorials: 'seen' });
    await page.getByRole('tabpanel').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
