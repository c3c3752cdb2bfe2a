import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { activeBottomTab, BOTTOM_TABS } from './navigation';

/** The phone tab bar: Home, Studio, Spin Room, Beats, NFTs, Learn, Search; the current tab is marked. */
export function BottomBar() {
  const [location] = useLocation();
  const active = activeBottomTab(location);
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-[#131316]/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-7">
        {BOTTOM_TABS.map((tab) => {
          const current = tab === active;
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-1 text-[10px] font-semibold tracking-tight transition-colors',
                  current ? 'text-primary-text' : 'text-muted hover:text-foreground',
                )}
              >
                {current ? (
                  <span
                    aria-hidden
                    className="absolute top-0 h-0.5 w-8 rounded-full bg-primary-strong shadow-[0_0_12px_rgb(255_0_128/0.9)]"
                  />
                ) : null}
                <Icon className="size-5" strokeWidth={current ? 2.4 : 2} aria-hidden />
                <span className="whitespace-nowrap">{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
