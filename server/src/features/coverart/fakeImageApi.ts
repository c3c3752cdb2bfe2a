import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';

/** How the stand-in answers POST /v1/images/generations. */
export type FakeImageMode = 'b64' | 'url' | 'error' | 'not-an-image' | 'silent';

/** A request the stand-in received. */
export interface FakeImageCall {
  authorization: string | undefined;
  body: { model?: string; prompt?: string; n?: number; size?: string; response_format?: string };
}

/** A small PNG the stand-in hands out (a flat teal square), so tests can tell it from the built-in renderer. */
export function fakeImagePng(): Buffer {
  const canvas = createCanvas(64, 64);
  const g = canvas.getContext('2d');
  g.fillStyle = '#008080';
  g.fillRect(0, 0, 64, 64);
  return canvas.toBuffer('image/png');
}

/**
 * A local stand-in of an OpenAI-compatible images API, for tests: it answers like the real endpoint (b64_json or
 * a url, with a revised_prompt), or fails as told.
 */
export class FakeImageApi {
  mode: FakeImageMode = 'b64';
  readonly calls: FakeImageCall[] = [];
  private server: http.Server | null = null;
  private origin = '';
  private readonly hanging = new Set<http.ServerResponse>();
  readonly png = fakeImagePng();

  /** Starts on a free port; answers the base URL to give as IMAGE_API_URL. */
  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return `${this.origin}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method === 'GET' && req.url === '/files/image.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(this.png);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeImageCall['body'];
    this.calls.push({ authorization: req.headers.authorization, body });
    const revised = `A vivid rendition: ${body.prompt ?? ''}`;
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    switch (this.mode) {
      case 'b64':
        return void json(200, {
          created: 1,
          data: [{ b64_json: this.png.toString('base64'), revised_prompt: revised }],
        });
      case 'url':
        return void json(200, {
          created: 1,
          data: [{ url: `${this.origin}/files/image.png`, revised_prompt: revised }],
        });
      case 'error':
        return void json(500, { error: { message: 'The server had an error' } });
      case 'not-an-image':
        return void json(200, {
          created: 1,
          data: [{ b64_json: Buffer.from('<html>nope</html>').toString('base64') }],
        });
      case 'silent':
        this.hanging.add(res);
        return;
    }
  }
}
