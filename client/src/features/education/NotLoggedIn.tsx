import { EDUCATION_TEXTS } from '@common/education';
import { LogIn } from 'lucide-react';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';

/** What My Learning and Certifications show a guest: 'You're not logged in' and a Login button to /auth. */
export function NotLoggedIn({ children }: { children: string }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 px-6 py-10 text-center">
      <h2 className="text-xl font-bold">{EDUCATION_TEXTS.notLoggedIn}</h2>
      <p className="text-sm text-muted">{children}</p>
      <Button asChild className="mt-2">
        <SignInLink>
          <LogIn aria-hidden />
          Login
        </SignInLink>
      </Button>
    </div>
  );
}
