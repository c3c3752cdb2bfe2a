import type { PublicUser } from '@common/auth';
import { publicName } from '@common/people';
import * as Avatar from '@radix-ui/react-avatar';
import { CalendarDays, Mail, MapPin, UserRound } from 'lucide-react';
import { userInitials } from '@/lib/initials';
import { Badge } from '@/ui/Badge';
import { DashboardCard } from '@/ui/DashboardCard';
import { formatMemberSince, formatUserType } from './profileDetails';
import { ProfileDetail } from './ProfileDetail';

/** The signed-in artist's profile: type, location, genres, member since and email-updates status. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const name = publicName(user);
  const memberSince = formatMemberSince(user.createdAt);
  return (
    <DashboardCard title="Profile" icon={UserRound}>
      <div className="flex items-center gap-4">
        <Avatar.Root className="inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-primary to-fuchsia-700 ring-2 ring-primary/40 ring-offset-2 ring-offset-background">
          {user.profileImage ? (
            <Avatar.Image src={user.profileImage} alt="" className="size-full object-cover" />
          ) : null}
          <Avatar.Fallback className="text-xl font-bold text-white">
            {userInitials(user.username)}
          </Avatar.Fallback>
        </Avatar.Root>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{name}</p>
          <p className="truncate text-sm text-muted">@{user.username}</p>
          <Badge className="mt-1.5">{formatUserType(user.userType)}</Badge>
        </div>
      </div>
      {user.bio ? <p className="mt-4 text-sm leading-relaxed text-muted">{user.bio}</p> : null}
      {user.genres.length > 0 ? (
        <ul aria-label="Genres" className="mt-4 flex flex-wrap gap-2">
          {user.genres.map((genre) => (
            <li key={genre} className="rounded-full bg-white/10 px-3 py-1 text-xs font-medium">
              {genre}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-5 grid gap-3 border-t border-white/10 pt-5 text-sm">
        <ProfileDetail icon={MapPin} label="Location" value={user.location || 'Not set'} />
        {memberSince ? <ProfileDetail icon={CalendarDays} label="Member since" value={memberSince} /> : null}
        <ProfileDetail
          icon={Mail}
          label="Email updates"
          value={user.emailSubscribed ? 'Subscribed' : 'Not subscribed'}
        />
      </dl>
    </DashboardCard>
  );
}
