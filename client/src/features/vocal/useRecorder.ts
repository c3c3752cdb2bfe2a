import { VOCAL, VOCAL_MESSAGES } from '@common/vocal';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'recording'; seconds: number }
  | { status: 'refused'; message: string };

/** Why getUserMedia failed, in words a singer can act on. */
function refusalMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return VOCAL_MESSAGES.micRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return VOCAL_MESSAGES.micMissing;
  return 'The microphone could not be started. Close other apps that use it, or upload a take instead.';
}

/**
 * Records from the microphone with MediaRecorder. The browser asks for permission on the first start; a refusal
 * or a missing microphone becomes a message. Recording stops by itself at VOCAL.maxTakeSeconds.
 */
export function useRecorder(onRecorded: (blob: Blob) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const done = useRef(onRecorded);
  const discarded = useRef(false);
  useEffect(() => {
    done.current = onRecorded;
  }, [onRecorded]);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState({ status: 'refused', message: 'This browser cannot record audio. Upload a take instead.' });
      return;
    }
    setState({ status: 'asking' });
    let stream: MediaStream;
    try {
      // The raw voice: echo cancellation, noise suppression and gain control all bend the pitch.
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch (error) {
      setState({ status: 'refused', message: refusalMessage(error) });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setState({ status: 'idle' });
      if (chunks.length && !discarded.current)
        done.current(new Blob(chunks, { type: media.mimeType || 'audio/webm' }));
    };
    const startedAt = Date.now();
    media.start(250);
    setState({ status: 'recording', seconds: 0 });
    timer.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      if (seconds >= VOCAL.maxTakeSeconds) stop();
      else setState({ status: 'recording', seconds });
    }, 250);
  }, [stop]);

  // Leaving the tab mid-take drops the recording and frees the microphone.
  useEffect(
    () => () => {
      discarded.current = true;
      stop();
    },
    [stop],
  );

  return { state, start, stop };
}
