import type { VocalTake, VocalTakeList, VocalTakeSummary } from '@common/vocal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AudioLines } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { CoachAdvice } from './CoachAdvice';
import { PitchChart } from './PitchChart';
import { SignInCard } from './SignInCard';
import { TakeInput } from './TakeInput';
import { TakeList } from './TakeList';
import { useRecorder } from './useRecorder';
import { VocalFigures } from './VocalFigures';
import { sendTake, vocalKeys } from './vocalApi';
import { recordingToWav } from './wavFile';

/** The Vocal AI tab of the AI Mentor page: record or upload a take, see its pitch, figures and advice. */
export default function VocalAiTab() {
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <AudioLines className="size-6 text-primary-text" aria-hidden />
          Vocal AI
        </h2>
        <p className="max-w-3xl text-sm text-muted">
          Sing a scale, a melody or a verse. The Vocal AI follows your pitch, finds the key, measures how
          close each held note lands to it, your range, vibrato and breathing, and the vocal coach tells you
          what to work on.
        </p>
      </header>
      {user ? (
        <VocalStudio />
      ) : (
        <SignInCard title="Sign in to use the Vocal AI">
          Your takes and their figures are kept in your account, so sign in to record or upload one.
        </SignInCard>
      )}
    </div>
  );
}

function VocalStudio() {
  const [title, setTitle] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [listening, setListening] = useState<{ url: string; takeId: number | null } | null>(null);
  const takes = useQuery<VocalTakeList>({ queryKey: vocalKeys.takes });
  const take = useQuery<VocalTake>({ queryKey: vocalKeys.take(selected ?? 0), enabled: selected !== null });

  // The browser's copy of the latest take is released when a newer one replaces it, or the tab closes.
  const listeningUrl = listening?.url;
  useEffect(
    () => () => {
      if (listeningUrl) URL.revokeObjectURL(listeningUrl);
    },
    [listeningUrl],
  );

  const send = useMutation({
    mutationFn: ({ file }: { file: File; audio: Blob }) => sendTake(file, title),
    onMutate: ({ audio }) => {
      setError(null);
      setListening({ url: URL.createObjectURL(audio), takeId: null });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(vocalKeys.take(result.id), result);
      void queryClient.invalidateQueries({ queryKey: vocalKeys.takes });
      setSelected(result.id);
      setListening((current) => (current ? { ...current, takeId: result.id } : current));
      setTitle('');
      toast({ title: 'Take analysed', description: result.title });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const remove = useMutation({
    mutationFn: (summary: VocalTakeSummary) => request('DELETE', `/api/vocal/takes/${summary.id}`),
    onSuccess: (_, summary) => {
      if (selected === summary.id) setSelected(null);
      queryClient.removeQueries({ queryKey: vocalKeys.take(summary.id) });
      void queryClient.invalidateQueries({ queryKey: vocalKeys.takes });
      toast({ title: 'Take deleted', description: summary.title });
    },
    onError: (failure) =>
      toast({
        title: 'Could not delete the take',
        description: errorMessage(failure),
        variant: 'destructive',
      }),
  });

  const onRecorded = useCallback(
    (blob: Blob) => {
      const stamp = new Date().toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
      recordingToWav(blob, `Recording ${stamp}.wav`).then(
        (file) => send.mutate({ file, audio: blob }),
        () => setError('The recording could not be read. Please try again, or upload a take instead.'),
      );
    },
    [send],
  );
  const recorder = useRecorder(onRecorded);
  const shownError = recorder.state.status === 'refused' ? recorder.state.message : error;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Card className="space-y-4 p-4 sm:p-6">
          <TakeInput
            title={title}
            onTitle={setTitle}
            recorder={recorder.state}
            busy={send.isPending}
            onRecord={() => {
              setError(null);
              void recorder.start();
            }}
            onStop={recorder.stop}
            onFile={(file) => send.mutate({ file, audio: file })}
          />
          {send.isPending ? (
            <p className="flex items-center gap-2 text-sm" role="status">
              <Spinner className="size-4" label="Analysing" />
              Listening to your take…
            </p>
          ) : null}
          {shownError ? (
            <p role="alert" className="rounded-xl border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {shownError}
            </p>
          ) : null}
        </Card>
        {take.data ? (
          <TakeResult take={take.data} audioUrl={listening?.takeId === take.data.id ? listening.url : null} />
        ) : selected !== null && take.isLoading ? (
          <Spinner className="size-8" />
        ) : (
          <Card className="p-6 text-sm text-muted">
            Record or upload a take to see its pitch over time, its key and figures, and your coach&apos;s
            advice.
          </Card>
        )}
      </div>
      <Card className="h-fit space-y-2 p-4">
        <h3 className="font-bold">Your takes</h3>
        {takes.isLoading ? (
          <Spinner className="size-6" />
        ) : (
          <TakeList
            takes={takes.data?.takes ?? []}
            selected={selected}
            onOpen={setSelected}
            onDelete={(summary) => remove.mutate(summary)}
          />
        )}
      </Card>
    </div>
  );
}

function TakeResult({ take, audioUrl }: { take: VocalTake; audioUrl: string | null }) {
  return (
    <section aria-labelledby="take-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="take-title" className="text-xl font-bold">
          {take.title}
        </h3>
        <span className="text-sm text-muted">{Math.round(take.durationSeconds)} s</span>
      </div>
      {audioUrl ? (
        <audio controls src={audioUrl} className="w-full" aria-label={`Play ${take.title}`} />
      ) : null}
      <PitchChart analysis={take.analysis} />
      <VocalFigures analysis={take.analysis} />
      <CoachAdvice analysis={take.analysis} />
    </section>
  );
}
