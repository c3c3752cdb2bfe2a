import type { TestProject } from 'vitest/node';
import { ensureBuild, serveBuilt } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the app when needed, starts it on a free port with a fresh data directory, and shares its URL. */
export default async function setup(project: TestProject) {
  await ensureBuild();
  const server = await serveBuilt({
    LOGIN_RATE_LIMIT_PER_IP: '10000',
    LOGIN_RATE_LIMIT_PER_USERNAME: '10000',
    REGISTER_RATE_LIMIT_PER_IP: '10000',
    REGISTER_RATE_LIMIT_PER_USERNAME: '10000',
  });
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
