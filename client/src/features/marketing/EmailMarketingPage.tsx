import { publicName } from '@common/people';
import { ArrowLeft, Info, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { CampaignHistory } from './CampaignHistory';
import { ComposeCampaignCard } from './ComposeCampaignCard';
import { SubscribersCard } from './SubscribersCard';

/**
 * /email-marketing (signed in): the caller's own subscribers with Export CSV, the campaign composer with
 * preview and test send, and the history of sent campaigns. An administrator writes to the platform list,
 * anyone else to the fans who asked for their email.
 */
export default function EmailMarketingPage() {
  const { user } = useAuth();
  // The route's guard (ProtectedRoute) shows the spinner and the redirect: this page renders only for a user.
  if (!user) return null;
  const platform = user.role === 'admin';
  const audience = platform
    ? 'members and newsletter subscribers who chose to hear from us'
    : 'fans who chose to hear from you';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Dashboard
      </Link>
      <header className="mt-4 max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <Mail className="size-3.5" aria-hidden /> Marketing Tools
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Email Marketing</h1>
        <p className="mt-1.5 text-muted">
          {platform
            ? 'Write to everyone who opted in to Panda Nation news.'
            : 'Tell the fans who asked to hear from you about your releases, shows and drops.'}
        </p>
      </header>

      <p className="mt-6 flex max-w-3xl items-start gap-3 rounded-xl border border-white/10 bg-surface/40 p-4 text-sm leading-relaxed text-foreground/85">
        <Info className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
        <span>{`Emails are sent by Panda Nation's mail service to ${audience}; each one carries an unsubscribe link.`}</span>
      </p>

      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.55fr)]">
        <SubscribersCard platform={platform} artist={{ id: user.id, name: publicName(user) }} />
        <ComposeCampaignCard
          platform={platform}
          sender={
            platform
              ? { name: 'The Panda Nation team', pagePath: '/' }
              : { name: publicName(user), pagePath: `/artists/${user.id}` }
          }
        />
      </div>
      <div className="mt-6">
        <CampaignHistory />
      </div>
    </div>
  );
}
