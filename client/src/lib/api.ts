/**
 * The request layer of part 1, section 7: credentials on every request, JSON bodies, and a non-OK
 * answer becomes an Error reading `{status}: {body text or status text}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `{ message }` when the body is that JSON, else the body text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      // not JSON: the text itself
    }
    return this.body || this.message;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, `${res.status}: ${text}`);
}

/** Sends a request with credentials; state-changing requests always carry a JSON body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined || method !== 'GET';
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data ?? {}) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** Reads JSON with GET; the caller's `on401` decides whether a 401 is null or an error. */
export async function getJson<T>(url: string, on401: 'returnNull' | 'throw' = 'throw'): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The message a toast shows for a failed request: the server's sentence when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}
