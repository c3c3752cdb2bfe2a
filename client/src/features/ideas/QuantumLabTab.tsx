import {
  generateIdea,
  IDEA_MESSAGES,
  ideaFileName,
  ideaSettingsSchema,
  type IdeaSettings,
  nextSeed,
  type SavedIdea,
  type SavedIdeaList,
} from '@common/ideas';
import { ideaToMidi } from '@common/ideasMidi';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Atom, Download, Play, Save, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SignInLink, useAuth } from '@/features/auth';
import { errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/useToast';
import { type IdeaDraft, IdeaForm } from './IdeaForm';
import { PianoRoll } from './PianoRoll';
import { type IdeaPlayback, playIdea } from './player';
import { SavedIdeas } from './SavedIdeas';

const IDEAS_KEY = ['/api/ideas'] as const;
const FIRST: IdeaSettings = { tonic: 'A', scale: 'minor', mood: 'chill', tempo: 90, seed: 1 };

const toDraft = (settings: IdeaSettings): IdeaDraft => ({
  ...settings,
  tempo: String(settings.tempo),
  seed: String(settings.seed),
});

/** The Quantum Lab tab of the AI Mentor page: write a musical idea, play it, download it as MIDI, save it. */
export default function QuantumLabTab() {
  const { user } = useAuth();
  const [settings, setSettings] = useState<IdeaSettings>(FIRST);
  const [draft, setDraft] = useState<IdeaDraft>(toDraft(FIRST));
  const [formError, setFormError] = useState<string | null>(null);
  const idea = useMemo(() => generateIdea(settings), [settings]);
  const [playhead, setPlayhead] = useState<number | null>(null);
  const playback = useRef<IdeaPlayback | null>(null);
  const saved = useQuery<SavedIdeaList>({ queryKey: IDEAS_KEY, enabled: Boolean(user) });

  const stop = () => {
    playback.current?.stop();
    playback.current = null;
    setPlayhead(null);
  };
  useEffect(() => () => playback.current?.stop(), []);

  function apply(next: IdeaDraft) {
    const parsed = ideaSettingsSchema.safeParse({
      ...next,
      tempo: Number(next.tempo),
      seed: Number(next.seed),
    });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Check the settings');
      return;
    }
    stop();
    setFormError(null);
    setDraft(toDraft(parsed.data));
    setSettings(parsed.data);
  }

  function play() {
    stop();
    const current = playIdea(idea);
    playback.current = current;
    const secondsPerBeat = 60 / idea.settings.tempo;
    const tick = () => {
      if (playback.current !== current) return;
      setPlayhead(current.position() / secondsPerBeat);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    void current.finished.then(() => {
      if (playback.current === current) stop();
    });
  }

  function download() {
    const url = URL.createObjectURL(new Blob([ideaToMidi(idea) as BlobPart], { type: 'audio/midi' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = ideaFileName(idea.settings);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const save = useMutation({
    mutationFn: async () => request<SavedIdea>('POST', '/api/ideas', { body: settings }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY });
      toast({ title: 'Idea saved', description: result.title });
    },
    onError: (failure) =>
      toast({ title: 'Could not save the idea', description: errorMessage(failure), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (target: SavedIdea) => request('DELETE', `/api/ideas/${target.id}`),
    onSuccess: (_, target) => {
      void queryClient.invalidateQueries({ queryKey: IDEAS_KEY });
      toast({ title: 'Idea deleted', description: target.title });
    },
    onError: (failure) =>
      toast({
        title: 'Could not delete the idea',
        description: errorMessage(failure),
        variant: 'destructive',
      }),
  });

  const playing = playhead !== null;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <Atom className="size-6 text-primary-text" aria-hidden />
          Quantum Lab
        </h2>
        <p className="max-w-3xl text-sm text-muted">
          Pick a key, a scale, a mood and a tempo. The lab writes eight bars from music theory: a chord
          progression of the mood, a bass line and a melody that answers itself. Play it here, or take it into
          your DAW as MIDI.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card className="p-4 sm:p-6">
            <IdeaForm
              draft={draft}
              onChange={setDraft}
              onGenerate={() => apply(draft)}
              onNewSeed={() => apply({ ...draft, seed: String(nextSeed(Number(draft.seed) || 0)) })}
              error={formError}
            />
          </Card>
          <Card className="space-y-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-xl font-bold">
                {idea.keyName} · {idea.settings.tempo} BPM
              </h3>
              <span className="text-sm text-muted">Seed {idea.settings.seed}</span>
            </div>
            <ol className="flex flex-wrap gap-2" aria-label="Chord progression">
              {idea.chords.slice(0, 4).map((chord) => (
                <li
                  key={chord.startBeat}
                  className="rounded-lg border border-white/10 bg-black/30 px-3 py-1 text-center"
                >
                  <span className="block text-base font-bold">{chord.name}</span>
                  <span className="block text-xs text-muted">{chord.roman}</span>
                </li>
              ))}
            </ol>
            <PianoRoll idea={idea} playhead={playhead} />
            <div className="flex flex-wrap gap-3">
              {playing ? (
                <Button onClick={stop}>
                  <Square aria-hidden />
                  Stop idea
                </Button>
              ) : (
                <Button onClick={play}>
                  <Play aria-hidden />
                  Play idea
                </Button>
              )}
              <Button variant="outline" onClick={download}>
                <Download aria-hidden />
                Download MIDI
              </Button>
              {user ? (
                <Button variant="subtle" onClick={() => save.mutate()} disabled={save.isPending}>
                  <Save aria-hidden />
                  Save idea
                </Button>
              ) : null}
            </div>
            <p className="sr-only" role="status">
              {playing ? 'Playing' : ''}
            </p>
          </Card>
        </div>
        <Card className="h-fit space-y-2 p-4">
          <h3 className="font-bold">Saved ideas</h3>
          {user ? (
            <SavedIdeas
              ideas={saved.data?.ideas ?? []}
              onOpen={(target) => apply(toDraft(target))}
              onDelete={(target) => remove.mutate(target)}
            />
          ) : (
            <p className="text-sm text-muted">
              <SignInLink className="font-semibold text-primary-text underline">
                {IDEA_MESSAGES.notLoggedIn}
              </SignInLink>
              . Everything else works without an account.
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
