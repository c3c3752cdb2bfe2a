import type { RegisterInput } from '@common/auth';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../../db/connection';
import type { JobContext } from '../../jobs/define';
import { runPendingJobs } from '../../jobs/runner';
import { sendMailJob } from '../../mail/sendMailJob';
import type { SmtpPeer } from '../../mail/smtpPeer';
import { signedInClient, type TestClient } from '../../test/client';
import { createUser, uniqueUsername } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { sendCampaignJob } from './sendCampaignJob';

/** A signed-in account for marketing tests; verified (its address confirmed) unless asked otherwise. */
export interface Person {
  id: number;
  username: string;
  email: string;
  client: TestClient;
}

/** Creates an account with an address, confirms the address unless `verified` is false, and signs it in. */
export async function person(
  app: FastifyInstance,
  db: Db,
  options: Partial<RegisterInput> & { verified?: boolean; admin?: boolean } = {},
): Promise<Person> {
  const { verified = true, admin = false, ...input } = options;
  const username = uniqueUsername('mk');
  const email = input.email ?? `${username}@example.test`.toLowerCase();
  const user = await createUser(db, { username, email, userType: 'fan', ...input });
  if (verified) {
    await db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
  }
  if (admin) await setUserRole(db, username, 'admin');
  return { id: user.id, username, email, client: await signedInClient(app, user) };
}

/** The fan asks for the artist's email, as the consent box does. */
export async function consent(fan: Person, artist: { id: number }, value = true): Promise<void> {
  const response = await fan.client.request('PUT', `/api/users/${artist.id}/email-consent`, {
    consent: value,
  });
  if (response.statusCode !== 200)
    throw new Error(`consent answered ${response.statusCode}: ${response.body}`);
}

/** Runs every due campaign and mail job of this process to the end (runs of a campaign follow each other). */
export function runMailJobs(ctx: JobContext): Promise<number> {
  return runPendingJobs(ctx, {
    jobs: [sendCampaignJob, sendMailJob],
    backoffMs: () => 0,
  });
}

/** The recipient address of a received message, in lower case. */
export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase() ?? '';

/** The messages the SMTP peer received for `email`. */
export const receivedBy = (peer: SmtpPeer, email: string) =>
  peer.messages.filter((message) => recipientOf(message) === email.toLowerCase());

/** A campaign's delivery rows, in their order. */
export const deliveriesOf = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaignDeliveries')
    .selectAll()
    .where('campaignId', '=', campaignId)
    .orderBy('id')
    .execute();
