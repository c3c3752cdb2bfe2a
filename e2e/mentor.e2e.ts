import { MENTOR_MESSAGES, MENTORS, type Mentor } from '@common/mentor';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();

/** A question from each mentor's field, and the title of a knowledge-base source its answer names. */
const QUESTIONS: Record<Mentor['id'], { question: string; source: string }> = {
  drizzy: { question: 'How do I write a catchy hook?', source: 'Write the hook first' },
  vocal_coach: { question: 'How can I stop going flat on high notes?', source: 'Improving pitch accuracy' },
  business_guru: { question: 'What is a 360 deal?', source: '360 deals' },
};

async function register(page: Page): Promise<string> {
  const username = uniqueUsername('mentee');
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName: 'Mentee' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

const chatLog = (page: Page) => page.getByRole('log');
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Opens a tab and waits until its panel has loaded. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await expect
    .poll(() => page.getByRole('tabpanel').getByRole('status', { name: 'Loading' }).count())
    .toBe(0);
}

/** Types a question and presses Enter; the user's message shows at once and the answer streams in. */
async function ask(page: Page, mentor: Mentor, question: string): Promise<void> {
  const box = page.getByLabel(`Message ${mentor.name}`);
  await box.fill(question);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
  await chatLog(page).getByText(question, { exact: true }).waitFor();
}

describe('AI Mentor', () => {
  it('chats with each mentor: streamed answers with sources, conversations kept, resumed and deleted', async () => {
    const page = await newPage(DESKTOP);
    await register(page);
    await openApp(page, '/drizzy-plus-ai', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Drizzy Plus AI', level: 1 }).waitFor();
    for (const name of ['AI Chat', 'AI Mentors', 'Vocal AI', 'Quantum Lab']) {
      await page.getByRole('tab', { name }).waitFor();
    }
    expect(await page.getByRole('tab', { name: 'AI Chat' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'mentor-chat-empty-desktop');

    // A blank message is ignored.
    const box = page.getByLabel('Message Drizzy');
    await box.fill('   ');
    await box.press('Enter');
    expect(await page.getByRole('log').count()).toBe(0);

    for (const mentor of MENTORS) {
      await page.getByRole('tab', { name: 'AI Mentors' }).click();
      await page.getByRole('heading', { name: mentor.name, level: 2 }).waitFor();
      await page.getByRole('button', { name: `Chat with ${mentor.name}` }).click();
      expect(await page.getByRole('tab', { name: 'AI Chat' }).getAttribute('aria-selected')).toBe('true');
      expect(
        await page
          .getByRole('button', { name: new RegExp(mentor.name) })
          .first()
          .getAttribute('aria-pressed'),
      ).toBe('true');
      const { question, source } = QUESTIONS[mentor.id];
      await ask(page, mentor, question);
      const answer = page.getByTestId('chat-message').last();
      await answer.getByText('Sources', { exact: true }).waitFor();
      await answer.getByRole('link', { name: new RegExp(source) }).waitFor();
      await answer.getByText('Answered from the built-in knowledge base').waitFor();
      expect((await answer.innerText()).length).toBeGreaterThan(200);
      await page
        .getByRole('complementary')
        .getByRole('button', { name: new RegExp(`^${question.slice(0, 20).replace(/[?.]/g, '\\$&')}`) })
        .waitFor();
      await screenshot(page, `mentor-chat-${mentor.id}-desktop`);
    }

    // A source link opens the passage from the knowledge base.
    await chatLog(page)
      .getByRole('link', { name: /360 deals/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '360 deals' }).waitFor();
    await dialog.getByText(/A 360 deal gives the label a share/).waitFor();
    await screenshot(page, 'mentor-source-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Follow-up in the same conversation, then a new chat, then resume the stored one.
    await ask(page, MENTORS[2]!, 'How do I register my songs with a PRO?');
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(4);
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByText('Ask Business Guru').waitFor();
    const stored = page.getByRole('complementary').getByRole('button', { name: /^What is a 360 deal\?/ });
    await stored.getByText('4 messages').waitFor();
    await stored.click();
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(4);
    await chatLog(page).getByText('How do I register my songs with a PRO?').waitFor();

    await page.getByRole('button', { name: 'Delete conversation: What is a 360 deal?' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Conversation deleted' }).waitFor();
    await page.getByText('No conversations yet. Ask a question to start one.').waitFor();
    await page.getByText('Ask Business Guru').waitFor();

    // A question about the asker's own music reads their real data (none yet).
    await page
      .getByRole('group', { name: 'Choose a mentor' })
      .getByRole('button', { name: /Drizzy/ })
      .click();
    await page.getByText('Ask Drizzy').waitFor();
    await ask(page, MENTORS[0]!, 'How are my tracks doing?');
    await chatLog(page)
      .getByText(/You have no published tracks on Panda Nation yet/)
      .waitFor();
    await chatLog(page)
      .getByRole('link', { name: /Uploading a track/ })
      .waitFor();

    // Follow-ups use the conversation; a question outside the field is declined, not guessed at.
    const drizzy = MENTORS[0]!;
    const latest = () => page.getByTestId('chat-message').last();
    await ask(page, drizzy, 'How do I mix vocals?');
    await latest().getByText('Sources', { exact: true }).waitFor();
    await ask(page, drizzy, 'And what about the low end?');
    await latest().getByText('Sources', { exact: true }).waitFor();
    expect(await latest().innerText()).toContain('low end');
    await ask(page, drizzy, 'Can you give me more detail on that?');
    await latest().getByText('Sources', { exact: true }).waitFor();
    await ask(page, drizzy, 'What is the capital of France?');
    await latest().getByText(MENTOR_MESSAGES.offTopic).waitFor();
    expect(await latest().getByText('Sources', { exact: true }).count()).toBe(0);
    await screenshot(page, 'mentor-chat-followups-desktop');

    await expectAccessible(page, 'AI Chat (desktop)');
    await page.getByRole('tab', { name: 'AI Mentors' }).click();
    await page.getByRole('button', { name: 'Chat with Vocal Coach' }).waitFor();
    await screenshot(page, 'mentor-mentors-desktop');
    await expectAccessible(page, 'AI Mentors (desktop)');
    await openTab(page, 'Vocal AI');
    await screenshot(page, 'mentor-vocal-desktop');
    await openTab(page, 'Quantum Lab');
    await screenshot(page, 'mentor-lab-desktop');
  });

  it('works at phone width: a visitor chats, suggestions ask in one tap, no sideways scrolling', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/drizzy-plus-ai?mentor=vocal_coach', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Drizzy Plus AI', level: 1 }).waitFor();
    await page.getByText('Ask Vocal Coach').waitFor();
    await page.getByText('to keep your conversations').waitFor();
    await screenshot(page, 'mentor-chat-empty-phone');

    // The typing indicator shows while the answer is being produced, and only then: the request is held here.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mentor/chat', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'What is a good warm-up before a show?' }).click();
    await page.getByTestId('chat-message').getByText('What is a good warm-up before a show?').waitFor();
    await page.getByTestId('typing-indicator').waitFor();
    const streamed = page.waitForResponse('**/api/mentor/chat');
    release();
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    await page.getByTestId('typing-indicator').waitFor({ state: 'detached' });
    const answer = page.getByTestId('chat-message').last();
    await answer.getByText('Sources', { exact: true }).waitFor();
    await answer.getByRole('link', { name: /A ten-minute warm-up/ }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'mentor-chat-phone');
    await expectAccessible(page, 'AI Chat (phone)');

    await page.getByRole('tab', { name: 'AI Mentors' }).click();
    await page.getByRole('button', { name: 'Chat with Business Guru' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'mentor-mentors-phone');
    await openTab(page, 'Vocal AI');
    await screenshot(page, 'mentor-vocal-phone');
    await openTab(page, 'Quantum Lab');
    await screenshot(page, 'mentor-lab-phone');
  });
});
