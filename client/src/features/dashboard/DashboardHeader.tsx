import type { PublicUser } from '@common/auth';
import { publicName } from '@common/people';
import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';

/** The dashboard's title row: the page name, the artist's name, the subtitle and Upload Track. */
export function DashboardHeader({ user, eyebrow }: { user: PublicUser | null; eyebrow: string }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary-text">{eyebrow}</p>
        <h1 className="mt-2 truncate text-3xl font-extrabold tracking-tight sm:text-4xl">
          {user ? publicName(user) : 'Your studio awaits'}
        </h1>
        <p className="mt-1.5 text-muted">Manage your tracks, analytics, and earnings</p>
      </div>
      <Button asChild size="lg" className="self-start sm:self-auto">
        <Link href="/upload">
          <Upload aria-hidden />
          Upload Track
        </Link>
      </Button>
    </header>
  );
}
