import { type ArtistDrop, type CreateDropInput, DROP_MESSAGES, type UpdateDropInput } from '@common/nft';
import { formatCents } from '@common/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, request } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { EDITIONS_KEY, MY_DROPS_KEY } from './queryKeys';

/** Create, change and end the artist's drops, each with its toast; the drop lists refresh afterwards. */
export function useDropActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MY_DROPS_KEY });
    void queryClient.invalidateQueries({ queryKey: EDITIONS_KEY });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const create = useMutation({
    mutationFn: (input: CreateDropInput) =>
      request<ArtistDrop>('POST', '/api/editions/drops', { body: input }),
    onSuccess: (drop) => {
      refresh();
      toast({
        title: DROP_MESSAGES.created,
        description: `${drop.title} is on the NFT Marketplace: ${drop.totalSupply} editions at ${formatCents(drop.price)}.`,
      });
    },
    onError: failed('Could not create the drop'),
  });
  const update = useMutation({
    mutationFn: ({ trackId, ...input }: UpdateDropInput & { trackId: number }) =>
      request<ArtistDrop>('PATCH', `/api/editions/drops/${trackId}`, { body: input }),
    onSuccess: (drop) => {
      refresh();
      toast({ title: DROP_MESSAGES.updated, description: `${drop.title} is saved.` });
    },
    onError: (error) => {
      refresh();
      failed('Could not save the drop')(error);
    },
  });
  const end = useMutation({
    mutationFn: (trackId: number) => request<ArtistDrop>('POST', `/api/editions/drops/${trackId}/end`),
    onSuccess: (drop) => {
      refresh();
      toast({
        title: DROP_MESSAGES.endedToast,
        description: `No more editions of ${drop.title} will be sold. ${drop.sold} of ${drop.totalSupply} sold.`,
      });
    },
    onError: failed('Could not end the drop'),
  });
  return { create, update, end };
}
