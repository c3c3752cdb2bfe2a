import { toast } from '@/ui/useToast';
import { SignInLink } from './SignInLink';

/** Tells a visitor that an action needs an account, with the way to /auth and back to the page. */
export function showLoginToast(title: string, action: string): void {
  toast({
    title,
    description: (
      <span>
        <SignInLink className="font-semibold text-primary-text underline underline-offset-2">
          Log in or register
        </SignInLink>{' '}
        {action}
      </span>
    ),
  });
}
