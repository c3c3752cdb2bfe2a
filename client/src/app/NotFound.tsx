import { House, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { StatusCard } from '@/ui/StatusCard';

/** The page for any path without a screen (part 1, section 2). */
export function NotFound() {
  return (
    <StatusCard
      icon={SearchX}
      title="404 Page Not Found"
      message="Did you forget to add the page to the router?"
    >
      <Button asChild>
        <Link href="/">
          <House aria-hidden /> Back to Home
        </Link>
      </Button>
    </StatusCard>
  );
}
