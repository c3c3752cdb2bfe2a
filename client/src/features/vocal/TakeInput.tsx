import { AUDIO_ACCEPT } from '@common/upload';
import { VOCAL } from '@common/vocal';
import { Mic, Square, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/ui/Button';
import { fieldClass } from '@/ui/form/toolFieldStyles';
import type { RecorderState } from './useRecorder';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Record a take or upload one, with an optional title. */
export function TakeInput({
  title,
  onTitle,
  recorder,
  busy,
  onRecord,
  onStop,
  onFile,
}: {
  title: string;
  onTitle: (title: string) => void;
  recorder: RecorderState;
  busy: boolean;
  onRecord: () => void;
  onStop: () => void;
  onFile: (file: File) => void;
}) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const recording = recorder.status === 'recording';
  return (
    <div className="space-y-4">
      <label htmlFor={titleId} className="grid gap-1 text-sm font-semibold">
        Take title (optional)
        <input
          id={titleId}
          className={fieldClass}
          value={title}
          maxLength={VOCAL.titleMax}
          placeholder="Verse 1, warm-up scale…"
          onChange={(event) => onTitle(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {recording ? (
          <Button onClick={onStop} aria-label="Stop recording">
            <Square aria-hidden />
            Stop <span className="tabular-nums">{clock(recorder.seconds)}</span>
          </Button>
        ) : (
          <Button onClick={onRecord} disabled={busy || recorder.status === 'asking'}>
            <Mic aria-hidden />
            {recorder.status === 'asking' ? 'Waiting for the microphone…' : 'Record a take'}
          </Button>
        )}
        <Button variant="outline" disabled={busy || recording} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden />
          Upload a take
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={AUDIO_ACCEPT}
          className="sr-only"
          aria-label="Vocal take file"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
      <p className="text-xs text-muted">
        MP3, WAV or FLAC up to 50 MB and {VOCAL.maxTakeSeconds / 60} minutes. Sing alone (no backing track),
        close to the microphone; the audio is measured and then discarded, only the figures are kept.
      </p>
    </div>
  );
}
