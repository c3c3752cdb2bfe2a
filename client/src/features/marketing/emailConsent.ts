import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { emailConsentUrl } from './marketingApi';

interface EmailConsent {
  consent: boolean;
}

/** Whether the signed-in user gets this artist's email (null artist: nothing is asked). */
export function useEmailConsent(artistId: number | null) {
  return useQuery<EmailConsent>({
    queryKey: [emailConsentUrl(artistId ?? 0)],
    enabled: artistId !== null,
    staleTime: 0,
  });
}

/** Reads the choice again, e.g. after following or unfollowing the artist. */
export function refreshEmailConsent(artistId: number): void {
  void queryClient.invalidateQueries({ queryKey: [emailConsentUrl(artistId)] });
}

/** PUT /api/users/:id/email-consent: gives or takes back the artist's right to email the user. */
export function useSetEmailConsent(artistId: number, artistName: string) {
  return useMutation({
    mutationFn: async (consent: boolean) =>
      await request<EmailConsent>('PUT', emailConsentUrl(artistId), { body: { consent } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<EmailConsent>([emailConsentUrl(artistId)], saved);
      toast({
        title: saved.consent ? `You'll get ${artistName}'s email` : `No more email from ${artistName}`,
        description: saved.consent
          ? `${artistName} can now see your email address. Every email has an unsubscribe link.`
          : `${artistName} no longer gets your email address.`,
      });
    },
    onError: (error) =>
      toast({ title: 'Email choice not saved', description: errorMessage(error), variant: 'destructive' }),
  });
}
