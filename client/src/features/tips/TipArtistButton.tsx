import { DollarSign } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { Button, type ButtonProps } from '@/ui/Button';
import { TipArtistDialog, type TipArtistDialogProps } from './TipArtistDialog';

/** A Tip Artist button with its dialog; hidden from the artist themselves. */
export function TipArtistButton({
  artistId,
  artistName,
  context,
  variant = 'outline',
}: Pick<TipArtistDialogProps, 'artistId' | 'artistName' | 'context'> & { variant?: ButtonProps['variant'] }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (user?.id === artistId) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid="tip-artist">
        <DollarSign aria-hidden />
        Tip Artist
      </Button>
      <TipArtistDialog
        open={open}
        onOpenChange={setOpen}
        artistId={artistId}
        artistName={artistName}
        context={context}
      />
    </>
  );
}
