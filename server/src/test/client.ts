import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** One Set-Cookie header, parsed: attribute names lower-cased, flags mapped to true. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string | true>;
  raw: string;
}

/** Every Set-Cookie header of a response. */
export function setCookies(response: LightMyRequestResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.map((raw) => {
    const [pair = '', ...parts] = raw.split(';');
    const eq = pair.indexOf('=');
    const attributes = new Map<string, string | true>();
    for (const part of parts) {
      const i = part.indexOf('=');
      if (i === -1) attributes.set(part.trim().toLowerCase(), true);
      else attributes.set(part.slice(0, i).trim().toLowerCase(), part.slice(i + 1).trim());
    }
    return {
      name: pair.slice(0, eq).trim(),
      value: decodeURIComponent(pair.slice(eq + 1).trim()),
      attributes,
      raw,
    };
  });
}

/** The Set-Cookie header for one cookie name, or undefined. */
export function setCookie(response: LightMyRequestResponse, name: string): SetCookie | undefined {
  return setCookies(response).find((c) => c.name === name);
}

function isRemoval(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes.get('max-age');
  if (typeof maxAge === 'string' && Number(maxAge) <= 0) return true;
  const expires = cookie.attributes.get('expires');
  return typeof expires === 'string' && new Date(expires).getTime() <= Date.now();
}

/** Keeps cookies between injected requests the way a browser would (ignoring domain and path). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of setCookies(response)) {
      if (isRemoval(cookie) || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clear(): void {
    this.cookies.clear();
  }

  /** The Cookie request header, or nothing when the jar is empty. */
  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') };
  }

  /** A jar holding the same cookies (a second tab, or a stolen copy). */
  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [k, v] of this.cookies) jar.set(k, v);
    return jar;
  }
}

/**
 * Passwords this test file has sent, so that every answer can be checked for them. Test files share a process
 * (vitest.config.ts), so the setup file empties the set before each file: another file's password ('secret' in
 * an address) is not this file's leak.
 */
const sentPasswords = new Set<string>();

/** Empties the passwords sent (the setup file runs it before each test file). */
export function forgetSentPasswords(): void {
  sentPasswords.clear();
}

function collectPasswords(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (/password/i.test(key) && typeof inner === 'string' && inner.length >= 6) sentPasswords.add(inner);
    else collectPasswords(inner);
  }
}

function keysNamedPassword(value: unknown, at = '$'): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/password/i.test(key) ? [`${at}.${key}`] : []),
    ...keysNamedPassword(inner, `${at}.${key}`),
  ]);
}

/**
 * Fails the test when an answer carries a password-named key, an argon2 hash or any password a test sent.
 * TestClient runs it on every response.
 */
export function expectNoSecrets(response: LightMyRequestResponse): void {
  const body = response.body;
  expect(body, 'an argon2 hash in a response body').not.toContain('$argon2');
  for (const password of sentPasswords) {
    expect(body.includes(password), 'a plain password in a response body').toBe(false);
  }
  if ((response.headers['content-type'] ?? '').toString().includes('application/json') && body) {
    expect(keysNamedPassword(JSON.parse(body)), 'password-named keys in a response body').toEqual([]);
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A browser-like API client for app.inject(): JSON bodies, a cookie jar, and a leak check on every answer. */
export class TestClient {
  readonly jar: CookieJar;
  private readonly remoteAddress: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    options: { jar?: CookieJar; remoteAddress?: string } = {},
  ) {
    this.jar = options.jar ?? new CookieJar();
    this.remoteAddress = options.remoteAddress;
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    collectPasswords(body);
    const remoteAddress = options.remoteAddress ?? this.remoteAddress;
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...this.jar.header(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    this.jar.store(response);
    expectNoSecrets(response);
    return response;
  }

  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse> {
    return this.request('GET', url, undefined, options);
  }

  /** POST with a JSON body ({} when none is given, as the web client sends). */
  post(url: string, body: unknown = {}, options?: RequestOptions): Promise<LightMyRequestResponse> {
    return this.request('POST', url, body, options);
  }
}

/** A TestClient signed in as a factory user (see createUser), failing the test when the login does. */
export async function signedInClient(
  app: FastifyInstance,
  user: { username: string; plainPassword: string },
  options: { remoteAddress?: string } = {},
): Promise<TestClient> {
  const client = new TestClient(app, options);
  const response = await client.post('/api/login', { username: user.username, password: user.plainPassword });
  expect(response.statusCode).toBe(200);
  return client;
}
