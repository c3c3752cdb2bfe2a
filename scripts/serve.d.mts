/** Types of serve.mjs, shared by the browser journeys and the benchmarks. */
export interface Served {
  baseURL: string;
  dataDir: string;
  pid: number | undefined;
  output(): string;
  stop(): Promise<void>;
}

export function ensureBuild(): Promise<void>;
export function freePort(): Promise<number>;
export function waitForHealth(baseURL: string, isAlive?: () => boolean, timeoutMs?: number): Promise<void>;
export function serveBuilt(extraEnv?: Record<string, string>): Promise<Served>;
