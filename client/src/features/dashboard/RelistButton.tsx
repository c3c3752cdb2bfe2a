import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { errorMessage, request } from '@/lib/api';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';

/**
 * Puts a beat whose exclusive sale was refunded back on the market (POST /api/beats/:id/relist): after a refund
 * it stays off until its producer chooses.
 */
export function RelistButton({
  beat,
  earningsUrl,
}: {
  beat: { id: number; title: string };
  earningsUrl: string;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => request('POST', `/api/beats/${beat.id}/relist`),
    onSuccess: () => {
      toast({ title: 'Back on the market', description: `${beat.title} is in the Beat Bank again.` });
      void queryClient.invalidateQueries({ queryKey: [earningsUrl] });
    },
    onError: (error) => {
      toast({ title: 'Could not relist the beat', description: errorMessage(error), variant: 'destructive' });
    },
  });
  return (
    <Button
      size="sm"
      variant="subtle"
      className="h-7 px-2 text-xs"
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={`Put ${beat.title} back on the market`}
    >
      <Store aria-hidden />
      Relist
    </Button>
  );
}
