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

/** The error of a non-OK answer: `{status}: {text}`, the text being the body, or the status text when it is empty. */
export function answerError(status: number, body: string, statusText = ''): ApiError {
  const text = body || statusText;
  return new ApiError(status, text, `${status}: ${text}`);
}

/** What a request may carry besides its method and address. */
export interface RequestOptions {
  /**
   * A JSON value, or FormData or a Blob for an upload (sent as they are). Without one, every method but GET
   * and HEAD sends `{}`: the server wants a JSON or multipart body on a state-changing request. `null` sends
   * no body at all (a DELETE may carry none).
   */
  body?: unknown;
  /** Extra headers, such as Idempotency-Key or Accept. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends a request with credentials and answers the raw Response once it is OK; a non-OK answer throws an
 * ApiError. For answers read as a stream; everything else uses `request`.
 */
export async function requestResponse(
  method: string,
  url: string,
  { body, headers = {}, signal }: RequestOptions = {},
): Promise<Response> {
  const sent = body === undefined && method !== 'GET' && method !== 'HEAD' ? {} : body;
  const raw = sent instanceof FormData || sent instanceof Blob;
  const json = sent !== undefined && sent !== null && !raw;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: json ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: json ? JSON.stringify(sent) : raw ? sent : undefined,
    signal,
  });
  if (!res.ok) throw answerError(res.status, await res.text(), res.statusText);
  return res;
}

/**
 * The one request function: sends `method url` with credentials (and the body, headers and signal given) and
 * answers the JSON the server sent, or nothing for 204 or an empty answer. A non-OK answer throws an ApiError.
 */
export async function request<T = void>(method: string, url: string, options?: RequestOptions): Promise<T> {
  const res = await requestResponse(method, url, options);
  const text = res.status === 204 ? '' : await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Reads JSON with GET; the caller's `on401` decides whether a 401 is null or an error. */
export async function getJson<T>(url: string, on401: 'returnNull' | 'throw' = 'throw'): Promise<T | null> {
  try {
    return await request<T>('GET', url);
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The message a toast shows for a failed request: the server's sentence when it gave one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}
