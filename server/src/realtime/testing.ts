import type { ClientToServerEvents, ServerToClientEvents, UserJoined, UsersJoined } from '@common/rooms';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DbHandle } from '../db/connection';
import { signedInClient } from '../test/client';
import { testConfig } from '../test/app';
import type { RealtimeOptions } from './index';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** A listening app on a free port, and its address. */
export interface RealtimeTestApp {
  app: FastifyInstance;
  url: string;
}

/** Builds the whole app with its real-time layer and listens on a free local port. */
export async function startRealtimeApp(
  database: DbHandle,
  realtime: RealtimeOptions = {},
  overrides: Partial<AppConfig> = {},
): Promise<RealtimeTestApp> {
  const app = await buildApp({ config: testConfig(overrides), database, realtime });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

/** The Cookie header of a signed-in user (logged in over HTTP, as a browser would). */
export async function sessionCookie(
  app: FastifyInstance,
  user: { username: string; plainPassword: string },
): Promise<string> {
  const client = await signedInClient(app, user);
  return client.jar.header().cookie!;
}

/**
 * A socket that records every event it receives, so a test can wait for one that may already have come.
 */
export class TestSocket {
  readonly socket: ClientSocket;
  private readonly received: { event: EventName; payload: unknown; seen: boolean }[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(
    url: string,
    options: { cookie?: string; origin?: string; transports?: ('websocket' | 'polling')[] } = {},
  ) {
    const headers: Record<string, string> = { origin: options.origin ?? url };
    if (options.cookie) headers.cookie = options.cookie;
    this.socket = connectClient(url, {
      transports: options.transports ?? ['websocket'],
      forceNew: true,
      extraHeaders: headers,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      randomizationFactor: 0,
    });
    this.socket.onAny((event: EventName, payload: unknown) => {
      this.received.push({ event, payload, seen: false });
      for (const wake of this.waiters) wake();
    });
  }

  get id(): string {
    return this.socket.id!;
  }

  /** Resolves once connected; rejects with the server's refusal. */
  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (error) => reject(error));
    });
  }

  /** The next not yet taken event of this name (matching `where`), waiting up to timeoutMs. */
  next<E extends EventName>(
    event: E,
    where: (payload: Payload<E>) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<Payload<E>> {
    return this.take(
      (r) => (r.event === event && where(r.payload as Payload<E>) ? (r.payload as Payload<E>) : undefined),
      `'${event}' event`,
      timeoutMs,
    );
  }

  /**
   * The next announcement of a join matching `where`: told alone (user-joined) or gathered with the joins that
   * came close to it (users-joined, rooms/arrivals.ts; the list is taken whole).
   */
  nextJoined(where: (joined: UserJoined) => boolean = () => true, timeoutMs = 3000): Promise<UserJoined> {
    return this.take(
      (r) => {
        if (r.event === 'user-joined')
          return where(r.payload as UserJoined) ? (r.payload as UserJoined) : undefined;
        return r.event === 'users-joined' ? (r.payload as UsersJoined).joined.find(where) : undefined;
      },
      'join announcement',
      timeoutMs,
    );
  }

  /** Takes the first received event `match` answers for, waiting up to timeoutMs. */
  private take<T>(
    match: (r: { event: EventName; payload: unknown }) => T | undefined,
    what: string,
    timeoutMs: number,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const look = () => {
        for (const r of this.received) {
          if (r.seen) continue;
          const found = match(r);
          if (found === undefined) continue;
          r.seen = true;
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        }
        return false;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!look()) this.waiters.add(wake);
    });
  }

  /** The message of the next `error` event. */
  async nextError(timeoutMs?: number): Promise<string> {
    return (await this.next('error', () => true, timeoutMs)).message;
  }

  /** Events of this name received and not taken yet (taking none). */
  pending<E extends EventName>(event: E): Payload<E>[] {
    return this.received.filter((r) => !r.seen && r.event === event).map((r) => r.payload as Payload<E>);
  }

  /** Marks everything received so far as taken. */
  drain(): void {
    for (const r of this.received) r.seen = true;
  }

  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
    // The event maps type the payloads; tests also send what a hostile client would.
    (this.socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args);
  }

  /** Sends anything under an event name, as a hostile client could. */
  emitRaw(event: string, ...args: unknown[]): void {
    (this.socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args);
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Connects a socket and waits for the connection. */
export async function connectSocket(
  url: string,
  options: ConstructorParameters<typeof TestSocket>[1] = {},
): Promise<TestSocket> {
  const socket = new TestSocket(url, options);
  await socket.connected();
  return socket;
}

/** Resolves after ms. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
