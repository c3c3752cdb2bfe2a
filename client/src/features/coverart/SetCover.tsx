import type { TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { SignInLink, useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';

const MY_TRACKS_URL = '/api/me/tracks?pageSize=50';

/** 'Set as cover': one of the signed-in user's tracks gets the image as its cover. */
export function SetCover({
  imageId,
  idPrefix,
  pending,
  onSet,
  stacked = false,
}: {
  imageId: number;
  idPrefix: string;
  pending: boolean;
  onSet: (imageId: number, trackId: number) => void;
  /** The track choice above a full-width button (narrow places such as the variations grid). */
  stacked?: boolean;
}) {
  const { user } = useAuth();
  const tracks = useQuery<TrackPage>({ queryKey: [MY_TRACKS_URL], enabled: Boolean(user) });
  const [trackId, setTrackId] = useState('');
  if (!user) {
    return (
      <p className="text-xs text-muted">
        <SignInLink className="font-semibold text-primary-text underline underline-offset-2">
          Sign in
        </SignInLink>{' '}
        to set a generated image as the cover of one of your tracks.
      </p>
    );
  }
  const list = tracks.data?.tracks ?? [];
  if (tracks.isSuccess && list.length === 0) {
    return <p className="text-xs text-muted">Upload a track to set this image as its cover.</p>;
  }
  const selectId = `${idPrefix}-track`;
  return (
    <div className={stacked ? 'grid gap-2' : 'flex flex-wrap items-end gap-2'}>
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={selectId} className="text-xs font-medium">
          Set as cover of
        </label>
        <ChoiceSelect
          id={selectId}
          placeholder="Choose a track"
          choices={list.map((t) => ({ value: String(t.id), label: t.title }))}
          value={trackId}
          onValueChange={setTrackId}
          triggerClassName={controlClass}
        />
      </div>
      <Button
        variant="subtle"
        size="md"
        className="h-11"
        disabled={!trackId || pending}
        onClick={() => onSet(imageId, Number(trackId))}
      >
        <ImageUp aria-hidden /> Set as cover
      </Button>
    </div>
  );
}
