import { DesktopHeader } from './DesktopHeader';
import { MobileTopBar } from './MobileTopBar';

/** The page header: the phone top bar below md, the two-row header above. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-background/85 backdrop-blur-xl supports-[backdrop-filter]:bg-background/70">
      <MobileTopBar />
      <DesktopHeader />
    </header>
  );
}
