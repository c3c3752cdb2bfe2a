import { ACCOUNT_MESSAGES } from '@common/account';
import type { PublicUser } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { FormAlert } from '@/ui/form/FormAlert';
import { toast } from '@/ui/useToast';
import { setSessionUser, updateUser } from './accountApi';
import { SettingsSection } from './SettingsSection';

const SWITCH_ID = 'preference-news';
/** Toast title once the choice is stored. */

/** Email preferences: the 'Platform updates and news' switch, saved as it is flipped (emailSubscribed). */
export function EmailPreferencesSection({ user }: { user: PublicUser }) {
  const mutation = useMutation({
    mutationFn: (emailSubscribed: boolean) => updateUser({ emailSubscribed }),
    onSuccess: (saved) => {
      setSessionUser(saved);
      toast({ title: ACCOUNT_MESSAGES.preferencesSaved });
    },
  });
  // While the change is on its way, the switch already shows it; a failure puts it back.
  const checked = mutation.isPending ? mutation.variables : user.emailSubscribed;

  return (
    <SettingsSection
      id="email-preferences"
      title="Email preferences"
      description="Choose what we may email you. Messages about your account are always sent."
      icon={Bell}
    >
      <div className="grid gap-3">
        <div className="flex items-start justify-between gap-4 rounded-xl border border-white/10 bg-background/50 p-4">
          <div className="min-w-0">
            <label htmlFor={SWITCH_ID} className="cursor-pointer font-medium">
              Platform updates and news
            </label>
            <p id={`${SWITCH_ID}-description`} className="mt-0.5 text-sm text-muted">
              New features, listening parties and news from the Panda Nation team.
            </p>
          </div>
          <button
            id={SWITCH_ID}
            type="button"
            role="switch"
            aria-checked={checked}
            aria-describedby={`${SWITCH_ID}-description`}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(!checked)}
            className={cn(
              'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-70',
              checked ? 'border-primary bg-primary-strong' : 'border-white/20 bg-white/10',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                checked ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        </div>
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      </div>
    </SettingsSection>
  );
}
