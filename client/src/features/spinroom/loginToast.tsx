import { Link } from 'wouter';
import { toast } from '@/ui/useToast';

/** Tells a visitor that an action needs an account, with a way to /auth. */
export function showLoginToast(title: string): void {
  toast({
    title,
    description: (
      <span>
        <Link href="/auth">Log in or register</Link> to join in.
      </span>
    ),
  });
}
