import { Link, useLocation } from 'wouter';
import { useAuth } from '@/features/auth/useAuth';
import { cn } from '@/lib/cn';
import { isActivePath, visiblePrimaryLinks } from './navigation';

/** The header's primary links: Home, Upload, Dashboard (signed in), Contact, About us. */
export function PrimaryNav() {
  const [location] = useLocation();
  const { user } = useAuth();
  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {visiblePrimaryLinks(Boolean(user)).map((link) => {
          const active = isActivePath(location, link);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative inline-flex h-9 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium transition-colors',
                  active ? 'text-primary-text' : 'text-foreground/75 hover:bg-white/5 hover:text-foreground',
                )}
              >
                {link.label}
                {active ? (
                  <span
                    aria-hidden
                    className="absolute inset-x-3 -bottom-[14px] h-0.5 rounded-full bg-primary-strong shadow-[0_0_12px_rgb(255_0_128/0.9)]"
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
