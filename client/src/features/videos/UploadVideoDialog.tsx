import { VIDEO_CATEGORIES, VIDEO_MESSAGES } from '@common/videos';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { SelectField } from '@/ui/form/SelectField';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { type CapturedVideo, captureVideoFrame } from './captureVideoFrame';
import { showLoginRequired } from './loginRequired';
import { sendThumbnail, sendVideo } from './videoApi';
import { refreshVideoLists } from './videoCache';
import { VideoFilePicker } from './VideoFilePicker';
import { videoFileProblem } from './videoFileCheck';

interface UploadVideoDialogProps {
  open: boolean;
  /** Opened from 'Create a Reel': the reel box starts ticked. */
  reel: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful upload, with whether it went to the Reels tab. */
  onUploaded: (isReel: boolean) => void;
}

/** The upload form in a dialog; its state starts afresh each time it opens. */
export function UploadVideoDialog({ open, reel, onOpenChange, onUploaded }: UploadVideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-xl" closeLabel="Close upload">
          <DialogHeader>
            <DialogTitle>{reel ? 'Create a Reel' : 'Upload a Video'}</DialogTitle>
            <DialogDescription>
              MP4 or WebM, up to 200MB. Vertical videos are shown as reels.
            </DialogDescription>
          </DialogHeader>
          <UploadForm reel={reel} onDone={onUploaded} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function fileTitle(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);
}

function UploadForm({
  reel,
  onDone,
  onCancel,
}: {
  reel: boolean;
  onDone: (isReel: boolean) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [capture, setCapture] = useState<CapturedVideo | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [tags, setTags] = useState('');
  const [isReel, setIsReel] = useState(reel);
  const [progress, setProgress] = useState<number | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const previewRef = useRef<string | null>(null);

  // Closing the dialog mid-upload cancels the request; the preview's object URL is released.
  useEffect(
    () => () => {
      abortRef.current?.();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function showPreview(blob: Blob | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = blob ? URL.createObjectURL(blob) : null;
    setPreviewUrl(previewRef.current);
  }

  async function handleFile(chosen: File | null) {
    setCapture(null);
    showPreview(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = videoFileProblem(chosen);
    if (problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    setFileError(undefined);
    setFile(chosen);
    if (!title.trim()) setTitle(fileTitle(chosen.name));
    setCapturing(true);
    try {
      const captured = await captureVideoFrame(chosen);
      setCapture(captured);
      showPreview(captured.thumbnail);
      if (captured.width > 0 && captured.height > 0) setIsReel(reel || captured.width < captured.height);
    } catch {
      setCapture({ thumbnail: null, duration: null, width: 0, height: 0 });
    } finally {
      setCapturing(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missingTitle = title.trim() ? undefined : VIDEO_MESSAGES.missingTitle;
    setTitleError(missingTitle);
    if (!file) setFileError('Please choose a video to upload.');
    if (!file || missingTitle) return;

    const fields: Record<string, string> = {
      title: title.trim(),
      description,
      category,
      tags,
      isReelFormat: String(isReel),
    };
    if (capture?.duration) fields.duration = String(capture.duration);
    if (capture?.width) fields.width = String(capture.width);
    if (capture?.height) fields.height = String(capture.height);

    setProgress(0);
    const request = sendVideo(file, fields, setProgress);
    abortRef.current = request.abort;
    try {
      const video = await request.done;
      if (capture?.thumbnail) await sendThumbnail(video.id, capture.thumbnail).catch(() => undefined);
      abortRef.current = null;
      toast({
        title: video.isReelFormat ? 'Reel uploaded' : 'Video uploaded',
        description: `"${video.title}" is now live.`,
      });
      await refreshVideoLists();
      onDone(video.isReelFormat);
    } catch (error) {
      abortRef.current = null;
      setProgress(null);
      if (error instanceof ApiError && error.status === 401) showLoginRequired('upload videos');
      else toast({ title: 'Upload failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const uploading = progress !== null;
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <VideoFilePicker
        file={file}
        error={fileError}
        capture={capture}
        previewUrl={previewUrl}
        capturing={capturing}
        disabled={uploading}
        onFile={(chosen) => void handleFile(chosen)}
      />
      <TextField
        id="video-title"
        label="Title"
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          if (titleError && value.trim()) setTitleError(undefined);
        }}
        error={titleError}
        maxLength={200}
        disabled={uploading}
        placeholder="Give your video a title"
      />
      <TextAreaField
        id="video-description"
        label="Description"
        optional
        value={description}
        onValueChange={setDescription}
        rows={3}
        maxLength={5000}
        disabled={uploading}
        placeholder="What is it about?"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id="video-category"
          label="Category"
          optional
          placeholder="Choose a category"
          options={VIDEO_CATEGORIES}
          value={category}
          onValueChange={setCategory}
        />
        <TextField
          id="video-tags"
          label="Tags"
          optional
          value={tags}
          onValueChange={setTags}
          disabled={uploading}
          placeholder="studio, live, remix"
        />
      </div>
      <CheckboxField
        id="video-reel"
        label="Show as a reel"
        description="Vertical (9:16) videos are ticked for you."
        checked={isReel}
        onCheckedChange={setIsReel}
      />
      {uploading ? <UploadProgress percent={progress} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploading || capturing}>
          {uploading ? <Spinner className="size-4 text-white" label="Uploading" /> : null}
          {uploading ? 'Uploading...' : isReel ? 'Upload Reel' : 'Upload Video'}
        </Button>
      </div>
    </form>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs text-muted">
        <span>{percent < 100 ? 'Uploading' : 'Finishing'}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-primary-strong transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
