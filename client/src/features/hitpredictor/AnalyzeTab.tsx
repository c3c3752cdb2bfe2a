import { HIT_GENRES, HIT_MESSAGES, HIT_UPLOAD_TTL_HOURS, type HitAnalysis } from '@common/hitpredictor';
import type { TrackPage } from '@common/tracks';
import { AUDIO_ACCEPT } from '@common/upload';
import { useQuery } from '@tanstack/react-query';
import { FileAudio, Music, Sparkles, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { audioFileProblem } from '@/features/upload';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { toast } from '@/ui/useToast';
import { AnalysisProgress } from './AnalysisProgress';
import { startTrackAnalysis, uploadForAnalysis } from './hitApi';

const MY_TRACKS_URL = '/api/me/tracks?pageSize=50';
const FIELD =
  'w-full rounded-lg border border-white/15 bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary';
const GENRE_CHOICES = [
  { value: 'auto', label: 'Decide from similar tracks' },
  ...HIT_GENRES.map((g) => ({ value: g, label: g })),
];

/** Analyze Track: one of my tracks or an uploaded file, then the analysis with its progress. */
export function AnalyzeTab({
  analysis,
  onStarted,
}: {
  analysis: HitAnalysis | null;
  onStarted: (analysis: HitAnalysis) => void;
}) {
  const ids = { track: useId(), file: useId(), genre: useId() };
  const tracks = useQuery<TrackPage>({ queryKey: [MY_TRACKS_URL], staleTime: 0 });
  const [trackId, setTrackId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [genre, setGenre] = useState('auto');
  const [uploading, setUploading] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const running = analysis !== null && (analysis.status === 'queued' || analysis.status === 'running');
  const analysable = (tracks.data?.tracks ?? []).filter((t) => t.audioUrl);

  function chooseFile(chosen: File | null) {
    if (!chosen) return;
    const problem = audioFileProblem(chosen);
    if (problem) {
      toast({ title: 'Upload failed', description: problem, variant: 'destructive' });
      return;
    }
    setFile(chosen);
    setTrackId('');
  }

  async function handleAnalyze() {
    if (!file && !trackId) {
      toast({
        title: HIT_MESSAGES.noTrackTitle,
        description: HIT_MESSAGES.noTrackBody,
        variant: 'destructive',
      });
      return;
    }
    setStarting(true);
    try {
      if (file) {
        setUploading(0);
        const started = await uploadForAnalysis(file, genre === 'auto' ? '' : genre, setUploading);
        toast({ title: HIT_MESSAGES.uploadedTitle, description: HIT_MESSAGES.uploadedBody });
        onStarted(started);
      } else {
        onStarted(await startTrackAnalysis(Number(trackId)));
      }
    } catch (error) {
      toast({ title: HIT_MESSAGES.failedTitle, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setUploading(null);
      setStarting(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="space-y-5 p-5 sm:p-6">
        <div className="space-y-2">
          <label htmlFor={ids.track} className="flex items-center gap-2 text-sm font-semibold">
            <Music className="size-4 text-primary-text" aria-hidden />
            One of my tracks
          </label>
          <select
            id={ids.track}
            className={`${FIELD} h-11`}
            value={trackId}
            onChange={(event) => {
              setTrackId(event.target.value);
              if (event.target.value) setFile(null);
            }}
          >
            <option value="">{tracks.isLoading ? 'Loading your tracks…' : 'Choose a track'}</option>
            {analysable.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
                {t.status === 'draft' ? ' (draft)' : ''}
              </option>
            ))}
          </select>
        </div>

        <div className="flex items-center gap-3 text-xs uppercase tracking-widest text-muted">
          <span className="h-px flex-1 bg-white/10" />
          or
          <span className="h-px flex-1 bg-white/10" />
        </div>

        <div className="space-y-2">
          <label htmlFor={ids.file} className="flex items-center gap-2 text-sm font-semibold">
            <Upload className="size-4 text-primary-text" aria-hidden />
            Upload a file (MP3, WAV or FLAC, up to 50MB)
          </label>
          <input
            id={ids.file}
            type="file"
            accept={AUDIO_ACCEPT}
            className="block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-primary/15 file:px-4 file:py-2 file:font-semibold file:text-primary-text"
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <p className="flex items-center gap-2 text-sm" data-testid="chosen-file">
              <FileAudio className="size-4 text-primary-text" aria-hidden />
              {file.name} ({(file.size / 1024 / 1024).toFixed(1)} MB)
            </p>
          ) : null}
          <p className="text-xs text-muted">
            A file uploaded here stays private and is never published. It is deleted after{' '}
            {HIT_UPLOAD_TTL_HOURS} hours unless you keep it as a draft.
          </p>
        </div>

        <div className="space-y-2">
          <label htmlFor={ids.genre} className="text-sm font-semibold">
            Genre of the uploaded file
          </label>
          <ChoiceSelect
            id={ids.genre}
            choices={GENRE_CHOICES}
            value={genre}
            onValueChange={setGenre}
            triggerClassName={FIELD}
          />
        </div>

        <Button
          size="lg"
          className="w-full"
          onClick={() => void handleAnalyze()}
          disabled={starting || running}
        >
          <Sparkles aria-hidden />
          {uploading !== null ? `Uploading… ${uploading}%` : running ? 'Analyzing…' : 'Analyze Track'}
        </Button>
      </Card>

      <AnalysisProgress analysis={analysis} />
    </div>
  );
}
