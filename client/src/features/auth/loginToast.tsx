import { Link } from 'wouter';
import { toast } from '@/ui/useToast';

/** Tells a visitor that an action needs an account, with the way to /auth. */
export function showLoginToast(title: string, action: string): void {
  toast({
    title,
    description: (
      <span>
        <Link href="/auth" className="font-semibold text-primary-text underline underline-offset-2">
          Log in or register
        </Link>{' '}
        {action}
      </span>
    ),
  });
}
