import { ArrowUpRight, Disc3, Headphones, type LucideIcon, MicVocal, Users } from 'lucide-react';
import { Link } from 'wouter';

interface Tile {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  accent: string;
}

const TILES: readonly Tile[] = [
  {
    href: '/listening',
    title: 'Listening Parties',
    text: 'Press play together: synced rooms with live chat and reactions.',
    icon: Headphones,
    accent: 'from-primary/30 to-primary/5 text-primary-text',
  },
  {
    href: '/spinroom',
    title: 'Spin Room',
    text: 'Dig through the crate, meet DJs and catch live sets.',
    icon: Disc3,
    accent: 'from-violet-500/30 to-violet-500/5 text-violet-300',
  },
  {
    href: '/collab',
    title: 'Collab Finder',
    text: 'Match with producers, vocalists and DJs who fit your sound.',
    icon: Users,
    accent: 'from-sky-500/30 to-sky-500/5 text-sky-300',
  },
  {
    href: '/artist',
    title: 'Artist Studio',
    text: 'Manage your tracks, analytics, and earnings in one place.',
    icon: MicVocal,
    accent: 'from-amber-400/30 to-amber-400/5 text-amber-300',
  },
];

/** What a visitor can do on the platform, one tile per area. */
export function FeatureTiles() {
  return (
    <section aria-labelledby="home-features-title" className="space-y-5">
      <div>
        <h2 id="home-features-title" className="text-2xl font-bold tracking-tight">
          What you can do here
        </h2>
        <p className="mt-1 text-sm text-muted">Everything an independent artist, DJ or fan needs.</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {TILES.map((tile) => {
          const Icon = tile.icon;
          return (
            <li key={tile.href}>
              <Link
                href={tile.href}
                className="group relative flex h-full items-start gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-4 pr-10 transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:bg-white/[0.05] sm:flex-col sm:p-5"
              >
                <span
                  className={`grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br ring-1 ring-white/10 ${tile.accent}`}
                >
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="space-y-1.5">
                  <span className="block text-lg font-semibold">{tile.title}</span>
                  <span className="block text-sm leading-relaxed text-muted">{tile.text}</span>
                </span>
                <ArrowUpRight
                  className="absolute right-4 top-4 size-5 text-muted transition-colors group-hover:text-primary-text"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
