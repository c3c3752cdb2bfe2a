import { LogIn } from 'lucide-react';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';

/** What a visitor sees instead of a tool that keeps their work: why to sign in, and the way to. */
export function SignInCard({ title, children }: { title: string; children: string }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 px-6 py-10 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-sm text-muted">{children}</p>
      <Button asChild className="mt-2">
        <SignInLink>
          <LogIn aria-hidden />
          Sign in
        </SignInLink>
      </Button>
    </div>
  );
}
