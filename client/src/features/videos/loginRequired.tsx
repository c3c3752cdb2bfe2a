import { SignInLink } from '@/features/auth';
import { toast } from '@/ui/useToast';

/** The login prompt a visitor sees when an action needs an account. */
export function showLoginRequired(action: string): void {
  toast({
    title: 'Login Required',
    description: (
      <>
        You need to be logged in to {action}. <SignInLink>Log in or register</SignInLink>
      </>
    ),
  });
}
