import type { TestProject } from 'vitest/node';
import { ensureBuild, serveBuilt } from '../../scripts/serve.mjs';

/** The account registered first on the journeys' server: the first registration administers the app. */
export const ADMIN_ACCOUNT = { username: 'siteadmin', password: 'admin-pass-1' } as const;

/** How the journeys' server is configured to be reached (the Contact page shows both). */
export const SUPPORT_CONTACT = { email: 'help@pandanation.test', phone: '+44 20 7946 0000' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Registers the administrator before any journey can register someone else. */
async function registerAdmin(baseURL: string): Promise<void> {
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN_ACCOUNT, email: 'admin@pandanation.test', displayName: 'Site Admin' }),
  });
  if (res.status !== 201) throw new Error(`Registering the administrator answered ${res.status}`);
  const user = (await res.json()) as { role?: string };
  if (user.role !== 'admin') throw new Error('The first registered account is not the administrator');
}

/** Builds the app when needed, starts it on a free port with a fresh data directory, and shares its URL. */
export default async function setup(project: TestProject) {
  await ensureBuild();
  const server = await serveBuilt({
    LOGIN_RATE_LIMIT_PER_IP: '10000',
    LOGIN_RATE_LIMIT_PER_USERNAME: '10000',
    REGISTER_RATE_LIMIT_PER_IP: '10000',
    REGISTER_RATE_LIMIT_PER_USERNAME: '10000',
    CONTACT_RATE_LIMIT_PER_HOUR: '10000',
    COMMENT_RATE_LIMIT_PER_MINUTE: '10000',
    PASSWORD_RESET_RATE_LIMIT_PER_IP: '10000',
    PASSWORD_RESET_RATE_LIMIT_PER_ADDRESS: '10000',
    SUPPORT_EMAIL: SUPPORT_CONTACT.email,
    SUPPORT_PHONE: SUPPORT_CONTACT.phone,
  });
  await registerAdmin(server.baseURL);
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
