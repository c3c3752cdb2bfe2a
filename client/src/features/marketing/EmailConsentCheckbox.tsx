import type { PublicUser } from '@common/auth';
import { MARKETING_MESSAGES } from '@common/marketing';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as Label from '@radix-ui/react-label';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useEmailConsent, useSetEmailConsent } from './emailConsent';

interface EmailConsentCheckboxProps {
  /** The signed-in user (the box is for them, never for the artist themself). */
  user: PublicUser;
  artistId: number;
  artistName: string;
  className?: string;
}

/**
 * 'Email me about {artist}'s releases (shares my email with them)': saved as it is ticked or cleared, so
 * the choice holds whether or not the fan follows or subscribes.
 */
export function EmailConsentCheckbox({ user, artistId, artistName, className }: EmailConsentCheckboxProps) {
  const consent = useEmailConsent(artistId);
  const save = useSetEmailConsent(artistId, artistName);
  // The box can show twice on a page (the artist page and the Premium Fan dialog): each has its own id.
  const id = `email-consent-${useId()}`;
  const checked = save.isPending ? save.variables : (consent.data?.consent ?? false);
  const unverified = !user.emailVerified;

  return (
    <div className={cn('flex items-start gap-3 text-left', className)} data-testid="email-consent">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={consent.isPending || save.isPending}
        aria-describedby={unverified ? `${id}-note` : undefined}
        onCheckedChange={(value) => save.mutate(value === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-white/40 bg-background transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary-strong"
      >
        <Checkbox.Indicator>
          <Check className="size-3.5 text-white" strokeWidth={3} aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div className="grid min-w-0 gap-0.5">
        <Label.Root htmlFor={id} className="cursor-pointer text-sm font-medium leading-snug">
          {MARKETING_MESSAGES.consentLabel(artistName)}
        </Label.Root>
        {unverified ? (
          <p id={`${id}-note`} className="text-xs text-muted">
            Emails go only to verified addresses:{' '}
            <Link href="/settings" className="font-semibold text-primary-text underline underline-offset-2">
              verify yours in Settings
            </Link>
            .
          </p>
        ) : null}
      </div>
    </div>
  );
}
