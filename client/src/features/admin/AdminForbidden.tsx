import { ADMIN_MESSAGES } from '@common/admin';
import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { StatusCard } from '@/ui/StatusCard';

/**
 * What /admin shows to a signed-in user who is not an administrator (the server answers 403 with the
 * same sentence). `heading` is h2 when it replaces a section below the page's own h1.
 */
export function AdminForbidden({ heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  return (
    <StatusCard
      icon={ShieldAlert}
      title={ADMIN_MESSAGES.forbidden}
      message="This area is for the people who run Panda Nation. Your account does not have the administrator role."
      heading={heading}
      className="min-h-[50vh] py-12"
      testId="admin-forbidden"
    >
      <Button asChild>
        <Link href="/">
          <House aria-hidden /> Back to Home
        </Link>
      </Button>
    </StatusCard>
  );
}
