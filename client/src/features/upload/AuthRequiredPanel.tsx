import { Lock } from 'lucide-react';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/** What a visitor sees instead of the upload form. */
export function AuthRequiredPanel() {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-text ring-8 ring-primary/5">
        <Lock className="size-6" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-bold">Authentication Required</h2>
      <p className="mt-2 max-w-sm text-sm text-muted">
        Please log in or create an account to upload your music and share it with the community.
      </p>
      <Button asChild size="lg" className="mt-6">
        <SignInLink>Log in to upload</SignInLink>
      </Button>
    </Card>
  );
}
