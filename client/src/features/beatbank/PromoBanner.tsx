import { PRODUCT_NAME } from '@common/constants';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';

/** The promo banner inviting visitors to join the community (producers are invited to sell instead). */
export function PromoBanner() {
  const { user } = useAuth();
  return (
    <section className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-r from-primary/25 via-fuchsia-900/30 to-zinc-900 p-6 sm:p-8">
      <Sparkles className="absolute -right-4 -top-4 size-32 text-primary/20" aria-hidden />
      <div className="relative max-w-xl space-y-3">
        <h2 className="text-2xl font-extrabold tracking-tight">
          {user ? 'Sell your beats on the Beat Bank' : `Join the ${PRODUCT_NAME} community`}
        </h2>
        <p className="text-sm text-foreground/80">
          {user
            ? 'Upload a beat, set a price and keep 85% of every license you sell.'
            : 'License beats from independent producers, tip the ones you love and share your own music with fans.'}
        </p>
        <Button asChild>
          <Link href={user ? '/upload' : '/auth'}>{user ? 'Upload a Beat' : 'Join Now'}</Link>
        </Button>
      </div>
    </section>
  );
}
