import { formatDuration, formatFileSize } from '@common/format';
import { VIDEO_ACCEPT } from '@common/videos';
import { CircleAlert, FileVideo, ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/Spinner';
import type { CapturedVideo } from './captureVideoFrame';

interface VideoFilePickerProps {
  file: File | null;
  error?: string;
  capture: CapturedVideo | null;
  /** Object URL of the captured thumbnail. */
  previewUrl: string | null;
  capturing: boolean;
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** The video file input with the thumbnail captured from the video itself, its duration and size. */
export function VideoFilePicker({
  file,
  error,
  capture,
  previewUrl,
  capturing,
  disabled,
  onFile,
}: VideoFilePickerProps) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium" id="video-file-label">
        Video file
      </span>
      <label
        htmlFor="video-file"
        className={cn(
          'flex cursor-pointer items-center gap-4 rounded-xl border border-dashed border-white/20 bg-background/60 p-3 transition-colors hover:border-primary/60 focus-within:border-primary',
          error && 'border-red-500/80',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <div className="relative grid aspect-video w-32 shrink-0 place-items-center overflow-hidden rounded-lg bg-black/50 sm:w-40">
          {capturing ? (
            <Spinner className="size-6" label="Capturing thumbnail" />
          ) : previewUrl ? (
            <img
              src={previewUrl}
              alt="Thumbnail preview"
              className="absolute inset-0 size-full object-contain"
            />
          ) : capture ? (
            <ImageOff className="size-6 text-muted" aria-hidden />
          ) : (
            <FileVideo className="size-7 text-primary-text" aria-hidden />
          )}
        </div>
        <div className="min-w-0 text-sm">
          {file ? (
            <>
              <p className="truncate font-semibold">{file.name}</p>
              <p className="text-xs text-muted">
                {formatFileSize(file.size)}
                {capture?.duration ? ` · ${formatDuration(capture.duration)}` : ''}
                {capture?.width ? ` · ${capture.width}×${capture.height}` : ''}
              </p>
              <p className="mt-1 text-xs font-semibold text-primary-text">Choose another file</p>
            </>
          ) : (
            <>
              <p className="font-semibold">Choose a video</p>
              <p className="text-xs text-muted">MP4 or WebM, up to 200MB</p>
            </>
          )}
        </div>
        <input
          id="video-file"
          type="file"
          accept={VIDEO_ACCEPT}
          className="sr-only"
          aria-labelledby="video-file-label"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'video-file-error' : undefined}
          disabled={disabled}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id="video-file-error" className="flex items-center gap-1.5 text-xs font-medium text-red-400">
          <CircleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
    </div>
  );
}
