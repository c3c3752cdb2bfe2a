import {
  campaignSchema,
  MARKETING,
  MARKETING_MESSAGES,
  sendCampaignSchema,
  type Subscriber,
} from '@common/marketing';
import { ApiError } from '@/lib/api';

/** A toast's title and text. */
export interface Notice {
  title: string;
  description: string;
}

/**
 * The name a subscriber is listed under: the display name, else 'User {id}' for an account; an address on the
 * newsletter without an account is listed as itself (its id is not a user's, and it gave no name).
 */
export function subscriberName(
  subscriber: Pick<Subscriber, 'id' | 'displayName' | 'email' | 'kind'>,
): string {
  const name = subscriber.displayName.trim();
  if (name) return name;
  return subscriber.kind === 'newsletter' ? subscriber.email : `User ${subscriber.id}`;
}

/** A subscriber's kind as the list shows it: 'DJ', 'Fan', 'Newsletter'... */
export function userTypeLabel(userType: string): string {
  if (userType.toLowerCase() === 'dj') return 'DJ';
  return userType.charAt(0).toUpperCase() + userType.slice(1);
}

/** The send button's text, 'Send to N Subscribers'. */
export function sendLabel(count: number): string {
  return `Send to ${count} ${count === 1 ? 'Subscriber' : 'Subscribers'}`;
}

/** The button's text when the campaign is scheduled: 'Schedule for N Subscribers'. */
export function scheduleLabel(count: number): string {
  return `Schedule for ${count} ${count === 1 ? 'Subscriber' : 'Subscribers'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input holds it, in the browser's time zone: '2026-12-05T20:00'. */
export function localDateTimeValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Where a new schedule starts: tomorrow at the next whole hour from now. */
export function defaultSendAt(now = new Date()): string {
  const at = new Date(now.getTime() + 24 * 3600_000);
  at.setMinutes(0, 0, 0);
  at.setHours(at.getHours() + 1);
  return localDateTimeValue(at);
}

/**
 * A datetime-local value as the ISO time the server is sent, or why it cannot be used (the shared rules:
 * a real time, at least a minute from now, at most 90 days ahead).
 */
export function readSendAt(local: string): { sendAt: string } | { problem: string } {
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? new Date(local) : new Date(NaN);
  if (Number.isNaN(at.getTime())) return { problem: MARKETING_MESSAGES.scheduleInvalid };
  const sendAt = at.toISOString();
  const parsed = sendCampaignSchema.shape.sendAt.safeParse(sendAt);
  if (!parsed.success)
    return { problem: parsed.error.issues[0]?.message ?? MARKETING_MESSAGES.scheduleInvalid };
  return { sendAt };
}

const whenFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a scheduled campaign goes, in the reader's time zone: 'Sat, Dec 5, 2026, 8:00 PM'. */
export function formatSendAt(iso: string): string {
  return whenFormat.format(new Date(iso));
}

/** The size of the content in bytes of UTF-8, as the server counts it. */
export function contentBytes(content: string): number {
  return new TextEncoder().encode(content).length;
}

/** '12.3 kB of 100 kB': how much of the content limit is used. */
export function contentUsage(content: string): string {
  const kb = contentBytes(content) / 1000;
  const used = kb === 0 ? '0' : kb < 10 ? kb.toFixed(1) : Math.round(kb).toString();
  return `${used} kB of ${MARKETING.contentMaxBytes / 1000} kB`;
}

/**
 * What stops a campaign from being sent or previewed, in the order part 2 checks it: a blank subject, blank
 * content, then the shared limits (subject length, content size). Null when it may go.
 */
export function campaignProblem(subject: string, content: string): Notice | null {
  if (!subject.trim()) {
    return { title: MARKETING_MESSAGES.missingSubjectTitle, description: MARKETING_MESSAGES.missingSubject };
  }
  if (!content.trim()) {
    return { title: MARKETING_MESSAGES.missingContentTitle, description: MARKETING_MESSAGES.missingContent };
  }
  const parsed = campaignSchema.safeParse({ subject, htmlContent: content });
  if (!parsed.success) {
    return {
      title: MARKETING_MESSAGES.sendFailedTitle,
      description: parsed.error.issues[0]?.message ?? MARKETING_MESSAGES.sendFailed,
    };
  }
  return null;
}

/**
 * The text of the 'Failed to Send Campaign' toast (part 2, section 8): the server's `error` (or the reason
 * of a refusal, `message`), else 'Failed to send campaign' for an answer without one, else the failure's own message, else
 * 'An unknown error occurred'.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error.trim()) return body.error;
      // The app's refusals (4xx) carry their reason as `message`; a 5xx's text is not a reason to show.
      if (error.status < 500 && typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      // not JSON: no server error to show
    }
    return MARKETING_MESSAGES.sendFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return MARKETING_MESSAGES.unknownError;
}
