import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MENTOR_LIMITS } from '@common/mentor';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { DbHandle } from '../db/connection';
import { checkResponsesAgainstDocument } from './responseCheck';

/** Environment variables as loadConfig reads them. */
export type TestEnv = Record<string, string>;

/** Limits high enough that only the rate-limit tests ever reach them. */
export const GENEROUS_LIMITS: AppConfig['rateLimits'] = {
  loginPerIp: 10_000,
  loginPerUsername: 10_000,
  loginWindowSeconds: 900,
  registerPerIp: 10_000,
  registerPerUsername: 10_000,
  contactPerHour: 10_000,
  resetPerAddress: 10_000,
  resetPerIp: 10_000,
  commentsPerMinute: 10_000,
  // The mentor's own limits: its tests reach them, and no other test sends that many messages.
  mentorPerMinute: MENTOR_LIMITS.perUserPerMinute,
  mentorVisitorPerHour: MENTOR_LIMITS.visitorPerHour,
};

/** A directory that never holds a built client, so tests do not depend on a previous build. */
const NO_CLIENT_DIR = path.join(os.tmpdir(), 'pn-test-no-client');

/** The configuration of a test app: silent logs, no demo seed, no built client, generous limits. */
export function testConfig(overrides: Partial<AppConfig> = {}, env: TestEnv = {}): AppConfig {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: os.tmpdir(), ...env },
    { clientDir: NO_CLIENT_DIR, rateLimits: GENEROUS_LIMITS, ...overrides },
  );
}

/**
 * Builds the whole app on a test database; send requests with app.inject() or a TestClient.
 * Each app gets its own data directory (local media storage and upload temp files), removed when the app closes,
 * unless the test chooses one with DATA_DIR or dataDir.
 */
export async function buildTestApp(
  database: DbHandle,
  overrides: Partial<AppConfig> = {},
  env: TestEnv = {},
): Promise<FastifyInstance> {
  const ownDir = env.DATA_DIR === undefined && overrides.dataDir === undefined;
  const dataDir = ownDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'pn-test-data-')) : undefined;
  const config = testConfig(dataDir ? { dataDir, ...overrides } : overrides, env);
  const app = await buildApp({ config, database });
  // Every answer of a documented route must match the API document (a mismatch fails the test: setup.ts).
  checkResponsesAgainstDocument(app);
  if (dataDir) app.addHook('onClose', () => fs.promises.rm(dataDir, { recursive: true, force: true }));
  return app;
}

/** Generous limits with some replaced. */
export function rateLimits(changes: Partial<AppConfig['rateLimits']>): AppConfig['rateLimits'] {
  return { ...GENEROUS_LIMITS, ...changes };
}
