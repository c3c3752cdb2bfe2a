import {
  Disc3,
  Drum,
  HandCoins,
  Headphones,
  LayoutDashboard,
  type LucideIcon,
  Percent,
  RadioTower,
  ShieldCheck,
  Users,
} from 'lucide-react';

export interface CoreFeature {
  title: string;
  href: string;
  text: string;
  icon: LucideIcon;
  /** Gradient and text colour of the icon tile. */
  accent: string;
}

/** The six core features of the About page, each opening its screen. */
export const CORE_FEATURES: readonly CoreFeature[] = [
  {
    title: 'Artist Dashboard',
    href: '/dashboard',
    text: 'Plays, likes, followers and earnings from real listening, in one place. Manage your tracks and refund a payment from the Earnings card.',
    icon: LayoutDashboard,
    accent: 'from-primary/30 to-primary/5 text-primary-text',
  },
  {
    title: 'Live Listening Rooms',
    href: '/listening',
    text: 'Host a party and everyone hears the same moment: synced playback, live chat and reactions, and scheduled parties with reminders.',
    icon: Headphones,
    accent: 'from-violet-500/30 to-violet-500/5 text-violet-300',
  },
  {
    title: 'Collab Finder',
    href: '/collab',
    text: 'Meet producers, vocalists and DJs who fit your sound. Every track shows its BPM, key and energy, so you know a beat fits before you reach out.',
    icon: Users,
    accent: 'from-sky-500/30 to-sky-500/5 text-sky-300',
  },
  {
    title: 'Beat Bank',
    href: '/beatbank',
    text: "Preview beats from independent producers and license them: standard at the beat's price, or exclusive with full rights and stems. Your purchases wait in your library.",
    icon: Drum,
    accent: 'from-amber-400/30 to-amber-400/5 text-amber-300',
  },
  {
    title: 'Spin Room',
    href: '/spinroom',
    text: "The DJs' corner: dig through the crate, upvote and download tracks, send drop requests and catch live sets from the DJ network.",
    icon: Disc3,
    accent: 'from-fuchsia-500/30 to-fuchsia-500/5 text-fuchsia-300',
  },
  {
    title: 'Monetization Tools',
    href: '/fan-portal',
    text: 'Tips, Premium Fan subscriptions, gifts and numbered limited editions, with a Fan Portal that shows who supports you and lets you thank them.',
    icon: HandCoins,
    accent: 'from-emerald-400/30 to-emerald-400/5 text-emerald-300',
  },
];

export interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Why artists, DJs and fans choose Panda Nation. */
export const REASONS: readonly Reason[] = [
  {
    title: 'You keep what you earn',
    text: 'Tips go whole to the artist, and beat sales, editions and Premium Fan subscriptions pay the creator 85%. Amounts are worked out on our servers and every payment is on record.',
    icon: Percent,
  },
  {
    title: 'Made for listening together',
    text: 'Listening parties keep every listener within a few milliseconds of the host, and someone whose connection drops comes back to the room without reloading.',
    icon: RadioTower,
  },
  {
    title: 'Your music, your terms',
    text: 'Publish as public, unlisted or private, set your own prices, release limited editions in the numbers you choose, and refund any payment for 60 days.',
    icon: ShieldCheck,
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Two members of the community on what the platform changed for them. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'My Sunday listening parties live here now. The whole room hears the drop at the same second, the chat goes off, and the drop requests tell me what to dig for next.',
    name: 'DJ Nova',
    role: 'DJ · Chicago, IL',
  },
  {
    quote:
      'Putting my beats in the Beat Bank took an afternoon. Artists preview, pick a licence and download, and I keep 85% of every sale. No middleman, no waiting.',
    name: 'Beatsmith',
    role: 'Producer · Houston, TX',
  },
];

/** Figures the About page states: each one is how the product works, not a sample. */
export const FACTS: readonly { value: string; label: string }[] = [
  { value: '85%', label: 'of every sale and subscription goes to the creator' },
  { value: '100%', label: 'of every tip goes to the artist' },
  { value: '<20 ms', label: 'between listeners in a listening party' },
  { value: '60 days', label: 'to refund any payment made to you' },
];
