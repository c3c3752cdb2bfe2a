import type { CoverArtHistory } from '@common/coverart';
import type { PlaylistDetail, PlaylistUpdate } from '@common/playlists';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ImageIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { useServerError } from '@/ui/form/useServerError';
import { toast } from '@/ui/useToast';
import { PlaylistCover } from './PlaylistCover';

/** GET /api/cover-art/mine: the owner's generated images (the same query the Cover Art Generator keeps). */
const MY_COVERS_URL = '/api/cover-art/mine';
const MOSAIC = '';

interface Choice {
  url: string;
  label: string;
}

/** What the owner may choose: their generated images, then the covers of their own tracks in this playlist. */
function choicesFor(playlist: PlaylistDetail, generated: CoverArtHistory | undefined): Choice[] {
  const seen = new Set<string>();
  const choices: Choice[] = [];
  const add = (url: string, label: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    choices.push({ url, label });
  };
  for (const image of generated?.images ?? []) add(image.webUrl, `Generated cover for ${image.trackTitle}`);
  for (const track of playlist.tracks) {
    if (track.available && track.artistId === playlist.ownerId && track.coverArt?.startsWith('/media/'))
      add(track.coverArt, `Cover of ${track.title ?? 'your track'}`);
  }
  return choices;
}

function Tile({
  name,
  value,
  checked,
  onChoose,
  label,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative block cursor-pointer overflow-hidden rounded-xl border-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary' : 'border-white/10 hover:border-white/30',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="sr-only"
      />
      <span className="sr-only">{label}</span>
      {children}
      {checked ? (
        <CircleCheck
          aria-hidden
          className="absolute right-1.5 top-1.5 size-6 rounded-full bg-background fill-primary text-background"
        />
      ) : null}
    </label>
  );
}

/**
 * The owner picks the playlist's cover: the mosaic of its first four covers, one of their generated images, or
 * the cover of one of their own tracks in it; a link leads to the Cover Art Generator to make a new one.
 */
export function ChooseCoverDialog({
  playlist,
  onSave,
}: {
  playlist: PlaylistDetail;
  onSave: (changes: PlaylistUpdate) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(playlist.coverArt ?? MOSAIC);
  const [busy, setBusy] = useState(false);
  const server = useServerError<never>(() => null);
  const generated = useQuery<CoverArtHistory>({ queryKey: [MY_COVERS_URL], enabled: open });
  const choices = choicesFor(playlist, generated.data);
  // The current cover stays offered even when it no longer appears among the latest images.
  if (playlist.coverArt && !choices.some((c) => c.url === playlist.coverArt))
    choices.unshift({ url: playlist.coverArt, label: 'The current cover' });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    server.clear();
    setBusy(true);
    try {
      await onSave({ coverArt: chosen === MOSAIC ? null : chosen });
      setOpen(false);
      toast({ title: 'Cover saved', description: playlist.title });
    } catch (error) {
      server.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChosen(playlist.coverArt ?? MOSAIC);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ImageIcon aria-hidden />
          Change cover
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Playlist cover</DialogTitle>
          <DialogDescription>
            The first four covers of the playlist, or one of your own images.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void handleSubmit(e)} className="grid gap-4">
          {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold">Cover</legend>
            <ul className="grid max-h-[50vh] grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
              <li>
                <Tile
                  name={id}
                  value={MOSAIC}
                  checked={chosen === MOSAIC}
                  onChoose={setChosen}
                  label="The first four covers of the playlist"
                >
                  <PlaylistCover playlist={{ ...playlist, coverArt: null }} className="w-full" />
                </Tile>
              </li>
              {choices.map((choice) => (
                <li key={choice.url}>
                  <Tile
                    name={id}
                    value={choice.url}
                    checked={chosen === choice.url}
                    onChoose={setChosen}
                    label={choice.label}
                  >
                    <img
                      src={choice.url}
                      alt=""
                      loading="lazy"
                      width={256}
                      height={256}
                      className="aspect-square w-full object-cover"
                    />
                  </Tile>
                </li>
              ))}
            </ul>
          </fieldset>
          {generated.isPending ? <p className="text-sm text-muted">Loading your images...</p> : null}
          <p className="text-sm text-muted">
            No image you like?{' '}
            <Link href="/cover-art-generator" className="font-semibold text-primary underline">
              Make one with the Cover Art Generator
            </Link>
            , then come back and choose it here.
          </p>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save cover
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
