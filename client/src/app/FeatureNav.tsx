import { Crown } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { openSubscriptionDialog } from '@/features/subscription/subscriptionDialogStore';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { FEATURE_LINKS, isActivePath } from './navigation';
import { useScrollEdges } from './useScrollEdges';

const FADE_START = 'linear-gradient(to right, transparent, black 48px)';
const FADE_END = 'linear-gradient(to left, transparent, black 48px)';

/** The header's secondary row: feature pages (scrolling sideways when they do not fit) and Subscribe. */
export function FeatureNav() {
  const [location] = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(listRef);
  const masks = [edges.start ? FADE_START : null, edges.end ? FADE_END : null].filter(Boolean);
  const maskImage = masks.length ? masks.join(', ') : undefined;

  return (
    <div className="mx-auto flex h-12 max-w-screen-2xl items-center gap-3 px-4 lg:px-6">
      <nav aria-label="Features" className="min-w-0 flex-1">
        <ul
          ref={listRef}
          style={{ maskImage, WebkitMaskImage: maskImage, maskComposite: 'intersect' }}
          className="-ml-2.5 flex items-center gap-0.5 overflow-x-auto py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {FEATURE_LINKS.map((link) => {
            const active = isActivePath(location, link);
            return (
              <li key={link.href} className="shrink-0">
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-8 items-center whitespace-nowrap rounded-full px-2.5 text-[13px] font-medium transition-colors',
                    active
                      ? 'bg-primary/15 text-primary-text ring-1 ring-primary/40'
                      : 'text-muted hover:bg-white/5 hover:text-foreground',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Button size="sm" variant="subtle" onClick={openSubscriptionDialog} className="ring-1 ring-primary/30">
        <Crown aria-hidden /> Subscribe
      </Button>
    </div>
  );
}
