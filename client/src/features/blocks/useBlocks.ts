import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { BLOCKS_KEY, fetchBlocks, setBlocked } from './blocksApi';

/** The people the signed-in user blocked (nothing is asked while signed out). */
export function useBlocks(signedIn: boolean) {
  return useQuery({ queryKey: BLOCKS_KEY, queryFn: fetchBlocks, enabled: signedIn });
}

/** Blocks or unblocks someone; the list, and every comment list (their comments hide or show), follow. */
export function useSetBlocked(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) => setBlocked(userId, blocked),
    onSuccess: (state) => {
      void client.invalidateQueries({ queryKey: BLOCKS_KEY });
      void client.invalidateQueries({ queryKey: ['track-comments'] });
      toast({
        title: state.blocked ? `You blocked ${name}` : `You unblocked ${name}`,
        description: state.blocked ? 'You can unblock them from Settings at any time.' : undefined,
      });
    },
    onError: (error) =>
      toast({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' }),
  });
}
