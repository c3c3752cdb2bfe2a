import { AUDIO_ACCEPT } from '@common/upload';
import { UploadCloud } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
}

/** Drag and drop or select: .mp3, .wav or .flac, several at once, up to 50MB each. */
export function DropZone({ onFiles }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        dragging ? 'border-primary bg-primary/10' : 'border-white/15 bg-black/20',
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-text">
        <UploadCloud className="size-7" aria-hidden />
      </span>
      <p className="mt-4 text-base font-semibold">Drag and drop your audio files here</p>
      <p className="mt-1 text-sm text-muted">MP3, WAV or FLAC, up to 50MB each</p>
      <Button variant="subtle" className="mt-5" onClick={() => inputRef.current?.click()}>
        Select Files
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={AUDIO_ACCEPT}
        multiple
        aria-label="Choose audio files"
        data-testid="audio-file-input"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
