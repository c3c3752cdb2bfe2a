import { ADMIN_MESSAGES } from '@common/admin';
import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/**
 * What /admin shows to a signed-in user who is not an administrator (the server answers 403 with the
 * same sentence). `heading` is h2 when it replaces a section below the page's own h1.
 */
export function AdminForbidden({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center" data-testid="admin-forbidden">
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-text ring-1 ring-primary/30">
          <ShieldAlert className="size-7" aria-hidden />
        </span>
        <Heading className="text-2xl font-bold tracking-tight">{ADMIN_MESSAGES.forbidden}</Heading>
        <p className="mt-2 text-sm text-muted">
          This area is for the people who run Panda Nation. Your account does not have the administrator role.
        </p>
        <Button asChild className="mt-6">
          <Link href="/">
            <House aria-hidden /> Back to Home
          </Link>
        </Button>
      </Card>
    </div>
  );
}
