import { Ban, Settings } from 'lucide-react';
import { BlockedPeopleList } from '@/features/blocks';
import { useAuth } from '@/features/auth';
import { NotificationsSection } from './NotificationsSection';
import { CounterNoticesSection } from '@/features/copyright';
import { DecisionsSection } from '@/features/moderation';
import { AvatarSection } from './AvatarSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailPreferencesSection } from './EmailPreferencesSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SettingsSection } from './SettingsSection';

/** The sections of the page, in order, for the links at its side. */
const SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'avatar', label: 'Avatar' },
  { id: 'email', label: 'Email' },
  { id: 'email-preferences', label: 'Email preferences' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'password', label: 'Password' },
  { id: 'blocked-people', label: 'Blocked people' },
  { id: 'delete-account', label: 'Delete account' },
] as const;

/**
 * /settings (signed in): profile, avatar, email address and its verification, email preferences, password
 * and account deletion. Each section saves on its own and puts the server's copy of the user in the session
 * cache, so the header and other pages follow at once.
 */
export default function SettingsPage() {
  const { user } = useAuth();
  // The route's guard (ProtectedRoute) shows the spinner and the redirect: this page renders only for a user.
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <Settings className="size-3.5" aria-hidden /> Account
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Settings</h1>
        <p className="mt-1.5 text-muted">
          Signed in as <span className="font-medium text-foreground">@{user.username}</span>. Manage your
          profile, email and security.
        </p>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-32 grid gap-0.5">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-white/5 hover:text-foreground"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 max-w-3xl content-start gap-6">
          <ProfileSection user={user} />
          <AvatarSection user={user} />
          <EmailSection user={user} />
          <EmailPreferencesSection user={user} />
          <NotificationsSection />
          <PasswordSection />
          <SettingsSection
            id="blocked-people"
            title="Blocked people"
            description="People you blocked cannot comment on your tracks, message you, send you requests or gifts, or join your parties, and you do not see their comments."
            icon={Ban}
          >
            <BlockedPeopleList />
          </SettingsSection>
          <DecisionsSection />
          <CounterNoticesSection />
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
