import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next requests. */
export type FakeLlmMode =
  /** Streams `pieces` as chat-completion chunks, then [DONE]. */
  | 'stream'
  /** Answers 500 with an error body. */
  | 'fail'
  /** Accepts the request and never answers (the app's timeout must end it). */
  | 'hang'
  /** Streams the first piece, then cuts the connection. */
  | 'break'
  /** Ignores `stream` and answers one JSON completion. */
  | 'json';

/** A request the stand-in received. */
export interface FakeLlmRequest {
  path: string;
  authorization: string | null;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

/**
 * A local stand-in for an OpenAI-compatible chat-completions API (POST /v1/chat/completions), streaming
 * server-sent events the way OpenAI, Ollama and llama.cpp server do.
 */
export class FakeLlm {
  mode: FakeLlmMode = 'stream';
  pieces: string[] = ['Keep the hook short, ', 'repeat it, ', 'and make it easy to sing back.'];
  readonly received: FakeLlmRequest[] = [];
  private server: http.Server | null = null;
  private readonly hanging = new Set<http.ServerResponse>();

  /** Starts on a free local port; answers the base URL (LLM_BASE_URL). */
  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const auth = request.headers.authorization;
        this.received.push({
          path: request.url ?? '/',
          authorization: typeof auth === 'string' ? auth : null,
          body: JSON.parse(raw || '{}') as FakeLlmRequest['body'],
        });
        this.answer(response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  private chunk(content: string): string {
    return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
  }

  private answer(response: http.ServerResponse): void {
    switch (this.mode) {
      case 'fail':
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      case 'hang':
        this.hanging.add(response);
        response.on('close', () => this.hanging.delete(response));
        return;
      case 'json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: this.pieces.join('') } }],
          }),
        );
        return;
      case 'break':
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(this.chunk(this.pieces[0] ?? ''), () => response.destroy());
        return;
      default:
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of this.pieces) response.write(this.chunk(piece));
        response.end('data: [DONE]\n\n');
    }
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
