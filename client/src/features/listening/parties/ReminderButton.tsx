import { PARTY_MESSAGES, type Party } from '@common/listening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, BellRing } from 'lucide-react';
import { showLoginToast, useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { setPartyReminder, updateCachedParty } from './partyApi';

/** 'Reminder': toggles the signed-in user's reminder; a visitor is asked to log in. */
export function ReminderButton({ party }: { party: Party }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (wanted: boolean) => setPartyReminder(party.id, wanted),
    onSuccess: (state) => {
      updateCachedParty(queryClient, party.id, (p) => ({
        ...p,
        reminderSet: state.reminderSet,
        reminderCount: state.reminderCount,
      }));
      toast(
        state.reminderSet
          ? { title: PARTY_MESSAGES.reminderSetTitle, description: PARTY_MESSAGES.reminderSet(party.title) }
          : { title: PARTY_MESSAGES.reminderRemovedTitle, description: party.title },
      );
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  function handleClick() {
    if (!user) {
      showLoginToast('Login Required', PARTY_MESSAGES.loginToRemind);
      return;
    }
    mutation.mutate(!party.reminderSet);
  }

  return (
    <Button
      size="sm"
      variant={party.reminderSet ? 'subtle' : 'outline'}
      onClick={handleClick}
      disabled={mutation.isPending}
      aria-pressed={party.reminderSet}
      data-testid="reminder-button"
    >
      {party.reminderSet ? <BellRing aria-hidden /> : <Bell aria-hidden />}
      {party.reminderSet ? 'Reminder set' : 'Reminder'}
    </Button>
  );
}
