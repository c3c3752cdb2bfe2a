/** What the browser learns from a chosen video file before it is sent. */
export interface CapturedVideo {
  /** A JPEG of the frame at about one second in, or null when the browser could not draw one. */
  thumbnail: Blob | null;
  /** Seconds, or null when unknown. */
  duration: number | null;
  width: number;
  height: number;
}

/** The thumbnail's largest side, in pixels. */
const THUMBNAIL_MAX_SIDE = 720;
const WAIT_MS = 10_000;

function waitFor(video: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => finish(new Error(`The video did not answer (${event})`)), WAIT_MS);
    function finish(error?: Error) {
      window.clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', failed);
      if (error) reject(error);
      else resolve();
    }
    const ok = () => finish();
    const failed = () => finish(new Error('The browser cannot play this video'));
    video.addEventListener(event, ok);
    video.addEventListener('error', failed);
  });
}

/** Seeks and waits until the frame there can be drawn. */
async function seek(video: HTMLVideoElement, time: number): Promise<void> {
  const seeked = waitFor(video, 'seeked');
  video.currentTime = time;
  await seeked;
}

/**
 * Loads the file into a hidden <video>, reads its duration and size, seeks to about one second and draws that
 * frame to a canvas as a JPEG.
 */
export async function captureVideoFrame(file: Blob): Promise<CapturedVideo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const metadata = waitFor(video, 'loadedmetadata');
    video.src = url;
    await metadata;
    let duration = video.duration;
    if (!Number.isFinite(duration)) {
      // Recorded WebM files often carry no duration: seeking far past the end makes the browser find it.
      await seek(video, 1e7).catch(() => undefined);
      duration = video.duration;
    }
    const known = Number.isFinite(duration) && duration > 0 ? duration : null;
    const width = video.videoWidth;
    const height = video.videoHeight;
    let thumbnail: Blob | null = null;
    try {
      await seek(video, known === null ? 0 : Math.min(1, known / 2));
      thumbnail = await drawFrame(video);
    } catch {
      thumbnail = null;
    }
    return { thumbnail, duration: known, width, height };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

async function drawFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(videoWidth, videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}
