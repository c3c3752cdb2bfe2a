import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtpPeer';
import { signInCookie } from '../../media/uploads/httpTesting';
import { startRealServer } from '../../test/realServer';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { INTERRUPTED_MESSAGE } from './settleInterrupted';

const RECIPIENTS = 50;
const RATE = 8;
/** Messages handed to the mail server at once (MAIL_CONCURRENCY): the most a kill can catch mid-send. */
const IN_FLIGHT = 4;

/** The real server, sending campaigns to `smtpUrl` slowly enough to be killed mid-send. */
function startServer(dataDir: string, smtpUrl: string) {
  return startRealServer({
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SMTP_URL: smtpUrl,
    MAIL_RATE_PER_SECOND: String(RATE),
    MAIL_CONCURRENCY: String(IN_FLIGHT),
    // The killed process's job is taken up again once its lease runs out: short here, 60 s by default.
    JOB_LEASE_SECONDS: '3',
    COOKIE_SECURE: 'false',
  });
}

interface DeliveryRow {
  email: string;
  status: string;
  messageId: string | null;
  lastError: string | null;
}

function read<T>(file: string, query: string): T[] {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

async function until<T>(get: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

describe('a campaign when the server is killed mid-send (SIGKILL) and started again', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-campaign-kill-'));
  const dbFile = path.join(dataDir, 'panda-nation.sqlite');
  const children: ChildProcess[] = [];
  let peer: SmtpPeer | null = null;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await peer?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after the restart: every recipient gets the campaign once, none twice', async () => {
    peer = await startSmtpPeer();
    // The database: an artist and 50 verified fans who asked for the artist's email.
    const handle = createDb({ databaseUrl: null, sqlitePath: dbFile });
    await migrateToLatest(handle.db);
    const artist = await createUser(handle.db, {
      username: 'killartist',
      displayName: 'Kill Switch',
      userType: 'artist',
      email: 'artist@example.test',
    });
    const now = new Date().toISOString();
    const fans = await handle.db
      .insertInto('users')
      .values(
        Array.from({ length: RECIPIENTS }, (_, i) => ({
          username: `killfan${i}`,
          password: 'not-a-login',
          email: `fan${i}@example.test`,
          displayName: `Fan ${i}`,
          userType: 'fan',
          genres: '[]',
          emailVerifiedAt: now,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    await handle.db
      .insertInto('marketingConsents')
      .values(fans.map((fan) => ({ fanId: fan.id, artistId: artist.id, createdAt: now })))
      .execute();
    await handle.close();

    const first = await startServer(dataDir, peer.url);
    children.push(first.child);
    const cookie = await signInCookie(first.baseURL, 'killartist', TEST_PASSWORD);
    const queued = await fetch(`${first.baseURL}/api/marketing/send-campaign`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: first.baseURL },
      body: JSON.stringify({ subject: 'Kill test', htmlContent: '<p>One copy each, please.</p>' }),
    });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const { campaignId, recipients } = (await queued.json()) as { campaignId: number; recipients: number };
    expect(recipients).toBe(RECIPIENTS);

    // Kill it while it sends: some delivered, most still queued.
    await until(() => (peer!.messages.length >= 12 ? true : undefined), 60_000, 'first messages');
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    await first.exited;
    await new Promise((r) => setTimeout(r, 300));
    const arrivedBeforeRestart = peer.messages.length;
    const atKill = read<DeliveryRow>(
      dbFile,
      `select email, status, message_id as messageId, last_error as lastError from campaign_deliveries where campaign_id = ${campaignId}`,
    );
    const statusCount = (rows: DeliveryRow[], status: string) =>
      rows.filter((r) => r.status === status).length;
    expect(statusCount(atKill, 'queued')).toBeGreaterThan(0);
    expect(statusCount(atKill, 'sending')).toBeLessThanOrEqual(IN_FLIGHT);
    expect(arrivedBeforeRestart).toBeLessThan(RECIPIENTS);

    // Started again: the job's lease runs out and the campaign carries on where it stopped.
    const second = await startServer(dataDir, peer.url);
    children.push(second.child);
    await until(
      () =>
        read<{ status: string }>(dbFile, `select status from campaigns where id = ${campaignId}`)[0]
          ?.status === 'sent'
          ? true
          : undefined,
      240_000,
      'campaign sent after the restart',
    );
    const resumedSeconds = (Date.now() - killedAt) / 1000;
    second.child.kill('SIGTERM');
    await second.exited;

    const rows = read<DeliveryRow>(
      dbFile,
      `select email, status, message_id as messageId, last_error as lastError from campaign_deliveries where campaign_id = ${campaignId}`,
    );
    const arrived = new Map<string, ParsedMail[]>();
    for (const mail of peer.messages) {
      const list = arrived.get(recipientOf(mail)) ?? [];
      list.push(mail);
      arrived.set(recipientOf(mail), list);
    }
    // Nothing doubled.
    for (const [email, mails] of arrived) expect(mails, email).toHaveLength(1);
    // Every delivery settled: sent (and arrived with its own Message-ID), or one of the messages that were being
    // handed over at the kill, recorded as interrupted and not sent again.
    const interrupted = rows.filter((r) => r.status === 'failed' && r.lastError === INTERRUPTED_MESSAGE);
    expect(interrupted.length).toBe(statusCount(atKill, 'sending'));
    expect(rows.filter((r) => r.status !== 'sent' && !interrupted.includes(r))).toEqual([]);
    for (const row of rows.filter((r) => r.status === 'sent')) {
      expect(arrived.get(row.email)?.[0]?.messageId, row.email).toBe(row.messageId);
    }
    // Nothing lost: everyone got it, except an interrupted message the kill caught before the server took it
    // (SMTP cannot be asked afterwards).
    const missing = rows.filter((r) => !arrived.has(r.email));
    expect(missing.every((r) => interrupted.includes(r))).toBe(true);
    expect(arrived.size + missing.length).toBe(RECIPIENTS);
    console.info(
      JSON.stringify({
        fault: 'SIGKILL mid-campaign',
        recipients: RECIPIENTS,
        ratePerSecond: RATE,
        arrivedBeforeRestart,
        queuedAtKill: statusCount(atKill, 'queued'),
        claimedAtKill: statusCount(atKill, 'sending'),
        interrupted: interrupted.length,
        interruptedArrived: interrupted.filter((r) => arrived.has(r.email)).length,
        arrived: arrived.size,
        duplicates: 0,
        resumedAndFinishedSeconds: resumedSeconds,
      }),
    );
  }, 600_000);
});
