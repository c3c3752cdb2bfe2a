import type { LlmConfig } from '../../../config';

/** One message of an OpenAI-compatible chat completion. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The language model failed: an error status, a malformed stream, a timeout or no text at all. */
export class LlmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmError';
  }
}

/** The text pieces of an OpenAI-style streamed chunk (`choices[0].delta.content`), or of a whole non-streamed reply. */
function contentOf(payload: unknown): string {
  const choice = (
    payload as { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] }
  )?.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Streams a chat completion from an OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp server, vLLM):
 * POST {baseUrl}/chat/completions with `stream: true`, read as server-sent events until `data: [DONE]`.
 * The timeout covers the wait for the answer to start and every pause between pieces; `signal` stops it early.
 */
export async function* streamChatCompletion(
  config: LlmConfig,
  messages: LlmMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
        signal: controller.signal,
      });
    } catch {
      throw new LlmError(
        timedOut ? 'The language model did not answer in time' : 'The language model is unreachable',
      );
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError(`The language model answered ${response.status}`);
    }

    // A server that ignores `stream` answers with one JSON body.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const text = contentOf(await response.json().catch(() => null));
      if (!text) throw new LlmError('The language model sent no text');
      yield text;
      return;
    }

    const decoder = new TextDecoder();
    let buffer = '';
    let produced = false;
    const reader = response.body.getReader();
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          throw new LlmError(
            timedOut ? 'The language model stopped answering' : 'The language model stream broke off',
          );
        }
        if (chunk.done) break;
        arm();
        buffer += decoder.decode(chunk.value, { stream: true });
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            if (!produced) throw new LlmError('The language model sent no text');
            return;
          }
          let payload: unknown;
          try {
            payload = JSON.parse(data);
          } catch {
            throw new LlmError('The language model sent a malformed stream');
          }
          if ((payload as { error?: unknown }).error)
            throw new LlmError('The language model reported an error');
          const text = contentOf(payload);
          if (text) {
            produced = true;
            yield text;
          }
        }
      }
      if (!produced) throw new LlmError('The language model sent no text');
    } finally {
      reader.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
