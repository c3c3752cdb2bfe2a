import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

interface Served {
  baseURL: string;
  stop(): Promise<void>;
}

/** Builds the app when needed, starts it on a free port with a fresh data directory, and shares its URL. */
export default async function setup(project: TestProject) {
  const serve = (await import(path.join(root, 'scripts/serve.mjs'))) as {
    ensureBuild(): Promise<void>;
    serveBuilt(env: Record<string, string>): Promise<Served>;
  };
  await serve.ensureBuild();
  const server = await serve.serveBuilt({
    LOGIN_RATE_LIMIT_PER_IP: '10000',
    LOGIN_RATE_LIMIT_PER_USERNAME: '10000',
    REGISTER_RATE_LIMIT_PER_IP: '10000',
    REGISTER_RATE_LIMIT_PER_USERNAME: '10000',
  });
  project.provide('baseURL', server.baseURL);
  return () => server.stop();
}
