import { MARKETING, MARKETING_MESSAGES } from '@common/marketing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  campaignProblem,
  contentUsage,
  defaultSendAt,
  localDateTimeValue,
  readSendAt,
  scheduleLabel,
  sendFailureText,
  sendLabel,
  subscriberName,
  userTypeLabel,
} from './campaignForm';

const failure = (status: number, body: string) => new ApiError(status, body, `${status}: ${body}`);

describe('subscriberName', () => {
  const account = { email: 'fan@example.test', kind: 'account' } as const;

  it('shows the display name, else User {id}', () => {
    expect(subscriberName({ ...account, id: 7, displayName: 'Maya, "the voice"' })).toBe('Maya, "the voice"');
    expect(subscriberName({ ...account, id: 7, displayName: '' })).toBe('User 7');
    expect(subscriberName({ ...account, id: 8, displayName: '   ' })).toBe('User 8');
  });

  it('lists a newsletter subscriber without an account by address, never as the user with that id', () => {
    expect(subscriberName({ id: 1, email: 'reader@example.test', displayName: '', kind: 'newsletter' })).toBe(
      'reader@example.test',
    );
  });
});

describe('userTypeLabel', () => {
  it('writes the kinds of accounts as the app names them', () => {
    expect(userTypeLabel('dj')).toBe('DJ');
    expect(userTypeLabel('fan')).toBe('Fan');
    expect(userTypeLabel('newsletter')).toBe('Newsletter');
  });
});

describe('sendLabel', () => {
  it('names the number of subscribers', () => {
    expect(sendLabel(12)).toBe('Send to 12 Subscribers');
    expect(sendLabel(0)).toBe('Send to 0 Subscribers');
    expect(sendLabel(1)).toBe('Send to 1 Subscriber');
  });
});

describe('campaignProblem', () => {
  it('asks for a subject first, then for content, after trimming', () => {
    expect(campaignProblem('   ', '')).toEqual({
      title: MARKETING_MESSAGES.missingSubjectTitle,
      description: MARKETING_MESSAGES.missingSubject,
    });
    expect(campaignProblem('News', ' \n ')).toEqual({
      title: MARKETING_MESSAGES.missingContentTitle,
      description: MARKETING_MESSAGES.missingContent,
    });
    expect(campaignProblem('News', '<p>New single out Friday</p>')).toBeNull();
  });

  it('applies the shared limits', () => {
    expect(campaignProblem('x'.repeat(MARKETING.subjectMax + 1), 'Hi')?.description).toBe(
      MARKETING_MESSAGES.subjectTooLong,
    );
    // Multi-byte characters count by their UTF-8 size.
    const content = 'é'.repeat(MARKETING.contentMaxBytes / 2 + 1);
    expect(campaignProblem('News', content)?.description).toBe(MARKETING_MESSAGES.contentTooLong);
    expect(campaignProblem('News', 'é'.repeat(MARKETING.contentMaxBytes / 2))).toBeNull();
  });
});

describe('contentUsage', () => {
  it('counts kilobytes of UTF-8 against the limit', () => {
    expect(contentUsage('')).toBe('0 kB of 100 kB');
    expect(contentUsage('a'.repeat(1500))).toBe('1.5 kB of 100 kB');
    expect(contentUsage('é'.repeat(6000))).toBe('12 kB of 100 kB');
  });
});

describe('sendFailureText', () => {
  it("shows the server's error field", () => {
    const body = JSON.stringify({
      message: MARKETING_MESSAGES.tooManyCampaigns,
      error: MARKETING_MESSAGES.tooManyCampaigns,
    });
    expect(sendFailureText(failure(429, body))).toBe(MARKETING_MESSAGES.tooManyCampaigns);
  });

  it("shows the reason of a refusal given as the app's message", () => {
    const body = JSON.stringify({ message: MARKETING_MESSAGES.tooManyCampaigns });
    expect(sendFailureText(failure(429, body))).toBe(MARKETING_MESSAGES.tooManyCampaigns);
  });

  it("falls back to 'Failed to send campaign' when the answer has no reason to show", () => {
    expect(sendFailureText(failure(500, JSON.stringify({ message: 'Internal error' })))).toBe(
      MARKETING_MESSAGES.sendFailed,
    );
    expect(sendFailureText(failure(502, 'Bad Gateway'))).toBe(MARKETING_MESSAGES.sendFailed);
  });

  it('shows a thrown error, else an unknown error', () => {
    expect(sendFailureText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(sendFailureText('boom')).toBe(MARKETING_MESSAGES.unknownError);
  });
});

describe('scheduling', () => {
  it('labels the button for a scheduled send', () => {
    expect(scheduleLabel(1)).toBe('Schedule for 1 Subscriber');
    expect(scheduleLabel(12)).toBe('Schedule for 12 Subscribers');
  });

  it('starts tomorrow at the next whole hour, in local time', () => {
    const now = new Date(2026, 10, 28, 21, 15, 30);
    expect(defaultSendAt(now)).toBe('2026-11-29T22:00');
    expect(localDateTimeValue(new Date(2026, 0, 5, 8, 7))).toBe('2026-01-05T08:07');
  });

  it('sends a picked local time as ISO, and says why a time cannot be used', () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    inTwoHours.setSeconds(0, 0);
    expect(readSendAt(localDateTimeValue(inTwoHours))).toEqual({ sendAt: inTwoHours.toISOString() });
    expect(readSendAt('')).toEqual({ problem: MARKETING_MESSAGES.scheduleInvalid });
    expect(readSendAt('2026-13-45T99:00')).toEqual({ problem: MARKETING_MESSAGES.scheduleInvalid });
    expect(readSendAt(localDateTimeValue(new Date(Date.now() - 3600_000)))).toEqual({
      problem: MARKETING_MESSAGES.scheduleInPast,
    });
    expect(readSendAt(localDateTimeValue(new Date(Date.now() + 100 * 86_400_000)))).toEqual({
      problem: MARKETING_MESSAGES.scheduleTooFar,
    });
  });
});
