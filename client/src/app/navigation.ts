import {
  Atom,
  BrainCircuit,
  Disc3,
  Drum,
  Gem,
  GraduationCap,
  Headphones,
  Heart,
  House,
  type LucideIcon,
  MicVocal,
  Search,
  Sparkles,
  Users,
  Video,
} from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  /** Other paths on which this item counts as the current page. */
  alsoActiveOn?: readonly string[];
}

export interface IconNavItem extends NavItem {
  icon: LucideIcon;
}

/** The header's primary row (Dashboard only for a signed-in user). */
export const PRIMARY_LINKS: readonly (NavItem & { signedInOnly?: boolean })[] = [
  { href: '/', label: 'Home' },
  { href: '/upload', label: 'Upload' },
  { href: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { href: '/contact', label: 'Contact' },
  { href: '/about', label: 'About us' },
];

/** The header's secondary row: the feature pages. */
export const FEATURE_LINKS: readonly IconNavItem[] = [
  { href: '/artist', label: 'Artist Studio', icon: MicVocal },
  { href: '/videos', label: 'Videos', icon: Video },
  { href: '/spinroom', label: 'Spin Room', icon: Disc3, alsoActiveOn: ['/beatlab'] },
  { href: '/beatbank', label: 'Beat Bank', icon: Drum },
  { href: '/listening', label: 'Listening Parties', icon: Headphones },
  { href: '/collab', label: 'Collab Finder', icon: Users },
  { href: '/nft-marketplace', label: 'NFTs', icon: Gem },
  { href: '/education', label: 'Education', icon: GraduationCap },
  { href: '/ai-hit-predictor', label: 'AI Hit Predictor', icon: Sparkles },
  { href: '/drizzy-plus-ai', label: 'AI Mentor', icon: BrainCircuit },
  { href: '/quantum-collab', label: 'Quantum Collab', icon: Atom },
  { href: '/fan-portal', label: 'Fan Portal', icon: Heart },
];

/** The mobile bottom bar's tabs (part 1, section 2). */
export const BOTTOM_TABS: readonly IconNavItem[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/artist', label: 'Studio', icon: MicVocal },
  { href: '/beatlab', label: 'Spin Room', icon: Disc3, alsoActiveOn: ['/spinroom'] },
  { href: '/beatbank', label: 'Beats', icon: Drum },
  { href: '/nft-marketplace', label: 'NFTs', icon: Gem },
  { href: '/education', label: 'Learn', icon: GraduationCap },
  { href: '/search', label: 'Search', icon: Search },
];

/** The product's social profiles. */
export const SOCIAL_LINKS = {
  instagram: 'https://instagram.com/pandanation',
  x: 'https://x.com/pandanation',
} as const;

/** The primary links a visitor sees: Dashboard only when signed in. */
export function visiblePrimaryLinks(signedIn: boolean): readonly NavItem[] {
  return PRIMARY_LINKS.filter((link) => signedIn || !link.signedInOnly);
}

/** Whether a link points at the current page (exact path, or one of its aliases). */
export function isActivePath(location: string, item: NavItem): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === item.href || (item.alsoActiveOn?.includes(path) ?? false)) return true;
  // A page inside a section (a lesson under /education, /upload/quick) keeps the section's item active.
  return item.href !== '/' && path.startsWith(`${item.href}/`);
}

/**
 * The bottom bar's active tab: the one for the current page (Home on the home page), or none on a page that is
 * not one of the tabs, so that no other tab claims it.
 */
export function activeBottomTab(location: string): IconNavItem | undefined {
  return BOTTOM_TABS.find((tab) => isActivePath(location, tab));
}
