import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, request } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { OUTBOX_URL } from './adminList';

/** Queues a failed message to be sent again (POST /api/admin/outbox/:id/resend); the server's answer is the toast. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      await request<{ message: string }>('POST', `${OUTBOX_URL}/${id}/resend`),
    onSuccess: ({ message }) => {
      toast({ title: message });
      void queryClient.invalidateQueries({ queryKey: [OUTBOX_URL] });
    },
    onError: (error) =>
      toast({ title: 'Could not send again', description: errorMessage(error), variant: 'destructive' }),
  });
}
