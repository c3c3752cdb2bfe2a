import type { ImageApiConfig } from '../../config';
import { sniffImage, type SniffedType } from '../../media/sniff';

/** An image drawn by an outside service. */
export interface DrawnImage {
  bytes: Buffer;
  type: SniffedType;
  revisedPrompt: string | null;
}

/** An OpenAI-compatible images endpoint (POST {baseUrl}/images/generations). */
export interface ImageApi {
  draw(prompt: string): Promise<DrawnImage>;
}

/** The largest image accepted from the service. */
const MAX_BYTES = 20 * 1024 * 1024;

interface GenerationsResponse {
  data?: { b64_json?: string; url?: string; revised_prompt?: string }[];
}

async function readLimited(response: Response): Promise<Buffer> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new Error('The image service sent too large an image');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error('The image service sent too large an image');
  return bytes;
}

/**
 * The images API adapter: asks for one 1024x1024 image as base64 (or follows the URL it answers with), keeps it
 * only when its bytes are a PNG, JPEG or WebP, and returns the service's revised prompt when it made one. Every
 * failure (network, status, timeout, shape, bytes) throws, so the caller can fall back to the built-in renderer.
 */
export function createImageApi(config: ImageApiConfig): ImageApi {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    async draw(prompt) {
      const signal = AbortSignal.timeout(config.timeoutMs);
      const response = await fetch(`${config.baseUrl}/images/generations`, {
        method: 'POST',
        headers,
        signal,
        body: JSON.stringify({
          model: config.model,
          prompt,
          n: 1,
          size: '1024x1024',
          response_format: 'b64_json',
        }),
      });
      if (!response.ok) throw new Error(`The image service answered ${response.status}`);
      const body = (await response.json()) as GenerationsResponse;
      const first = body.data?.[0];
      if (!first) throw new Error('The image service answered without an image');
      let bytes: Buffer;
      if (first.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
      else if (first.url && /^https?:\/\//.test(first.url)) {
        const image = await fetch(first.url, { signal });
        if (!image.ok) throw new Error(`The image URL answered ${image.status}`);
        bytes = await readLimited(image);
      } else throw new Error('The image service answered without an image');
      if (bytes.length > MAX_BYTES) throw new Error('The image service sent too large an image');
      const type = sniffImage(bytes.subarray(0, 16));
      if (!type) throw new Error('The image service sent something that is not an image');
      const revised = first.revised_prompt?.trim();
      return { bytes, type, revisedPrompt: revised ? revised : null };
    },
  };
}
