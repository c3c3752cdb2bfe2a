import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAudioUpload } from './uploadRequest';

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  responseText = '';
  withCredentials = false;
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = () => new File(['RIFF'], 'Song.wav', { type: 'audio/wav' });

describe('sendAudioUpload', () => {
  it('posts the file as audioFile with the fields and credentials, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const request = sendAudioUpload(file(), { title: 'Song' }, (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/upload/audio']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent?.get('title')).toBe('Song');
    expect((xhr.sent?.get('audioFile') as File).name).toBe('Song.wav');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ file: { url: '/media/x' }, track: { id: 3 } });
    xhr.onload?.();
    expect(progress).toEqual([25, 100]);
    expect((await request.done).ok).toBe(true);
  });

  it("answers 'Network error occurred' on a network failure", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const request = sendAudioUpload(file(), {}, () => undefined);
    FakeXhr.last.onerror?.();
    expect(await request.done).toEqual({ ok: false, error: 'Network error occurred', unauthorized: false });
  });
});
