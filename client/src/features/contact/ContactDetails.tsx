import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/app/SocialLinks';
import { Card } from '@/ui/Card';
import { useContactDetails } from './contactApi';

/** A phone number as a tel: link wants it: digits and the leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary-text ring-1 ring-primary/25">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</p>
        <div className="mt-0.5 break-words font-medium">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  'rounded text-foreground underline decoration-white/20 underline-offset-4 transition-colors hover:text-primary-text hover:decoration-primary';

/**
 * How else to reach the team: the configured support address, the phone when one is configured, where we are
 * and the social profiles.
 */
export function ContactDetails() {
  const { data: details, isError } = useContactDetails();
  return (
    <Card className="p-6 sm:p-7">
      <section aria-labelledby="contact-details-title">
        <h2 id="contact-details-title" className="text-lg font-bold">
          Other ways to reach us
        </h2>
        {details ? (
          <ul className="mt-5 grid gap-5">
            <DetailRow icon={Mail} label="Email">
              <a href={`mailto:${details.supportEmail}`} className={linkClass}>
                {details.supportEmail}
              </a>
            </DetailRow>
            {details.phone && (
              <DetailRow icon={Phone} label="Phone">
                <a href={phoneHref(details.phone)} className={linkClass}>
                  {details.phone}
                </a>
              </DetailRow>
            )}
            <DetailRow icon={MapPin} label="Location">
              <span>{details.location}</span>
            </DetailRow>
          </ul>
        ) : isError ? (
          <p className="mt-5 text-sm text-muted">Use the form to reach us.</p>
        ) : (
          <div
            className="mt-5 grid gap-5"
            role="status"
            aria-busy="true"
            aria-label="Loading contact details"
          >
            <div className="h-11 animate-pulse rounded-xl bg-white/5" />
            <div className="h-11 animate-pulse rounded-xl bg-white/5" />
          </div>
        )}
      </section>
      <section aria-labelledby="contact-social-title" className="mt-7 border-t border-white/10 pt-6">
        <h2 id="contact-social-title" className="text-sm font-semibold">
          Follow the Nation
        </h2>
        <p className="mt-1 text-sm text-muted">New releases, live sessions and community news.</p>
        <div className="mt-4">
          <SocialLinks />
        </div>
      </section>
    </Card>
  );
}
