import { LogIn } from 'lucide-react';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';

/** What a paid dialog shows a visitor: the action needs an account, and the way to /auth. */
export function SignInPrompt({ action }: { action: string }) {
  return (
    <div className="grid gap-3 rounded-xl border border-white/10 bg-white/5 p-4 text-sm">
      <p>
        Log in to {action}. Payments are tied to your account so that you get a receipt and the artist knows
        who supported them.
      </p>
      <Button asChild className="justify-self-start">
        <SignInLink>
          <LogIn aria-hidden />
          Log in or register
        </SignInLink>
      </Button>
    </div>
  );
}
