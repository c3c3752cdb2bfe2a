import { PRODUCT_NAME } from '@common/constants';
import { publicName } from '@common/people';
import { ArrowRight, Music, Upload, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';

const cardClass =
  'relative overflow-hidden rounded-2xl border border-primary/25 bg-gradient-to-br from-primary/20 via-[#221421] to-[#1b1b1f] p-6 sm:p-7';

/**
 * The sign-up card: a visitor is invited to create an account (/auth); a signed-in member is pointed at
 * the upload wizard instead. Nothing shows while the session is still being checked.
 */
export function JoinCard() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;

  if (user) {
    return (
      <section aria-labelledby="contact-join-title" className={cardClass}>
        <div aria-hidden className="absolute -right-10 -top-10 size-36 rounded-full bg-primary/30 blur-3xl" />
        <div className="relative">
          <span className="grid size-11 place-items-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/40">
            <Music className="size-5" aria-hidden />
          </span>
          <h2 id="contact-join-title" className="mt-4 text-lg font-bold">
            Got something new?
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-foreground/75">
            You are part of the Nation, {publicName(user)}. Share your next release with your fans.
          </p>
          <Button asChild className="mt-5">
            <Link href="/upload">
              <Upload aria-hidden /> Upload a Track
            </Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="contact-join-title" className={cardClass}>
      <div aria-hidden className="absolute -right-10 -top-10 size-36 rounded-full bg-primary/30 blur-3xl" />
      <div className="relative">
        <span className="grid size-11 place-items-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/40">
          <UserPlus className="size-5" aria-hidden />
        </span>
        <h2 id="contact-join-title" className="mt-4 text-lg font-bold">
          New to {PRODUCT_NAME}?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-foreground/75">
          Create a free account to upload your music, host listening parties and support the artists you love.
        </p>
        <Button asChild className="mt-5">
          <Link href="/auth">
            Sign Up Free <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
