import { House, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/** The page for any path without a screen (part 1, section 2). */
export function NotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary-text ring-1 ring-primary/30">
          <SearchX className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-muted">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-6">
          <Link href="/">
            <House aria-hidden /> Back to Home
          </Link>
        </Button>
      </Card>
    </div>
  );
}
