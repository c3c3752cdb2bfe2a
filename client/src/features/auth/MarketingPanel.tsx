import { PRODUCT_NAME } from '@common/constants';
import { Disc3, Handshake, Headphones, Mic2 } from 'lucide-react';
import { MarketingCard } from './MarketingCard';

const CARDS = [
  {
    icon: Mic2,
    title: 'For Artists',
    text: 'Upload your tracks, follow how they perform and reach fans with built-in email marketing.',
  },
  {
    icon: Headphones,
    title: 'For DJs',
    text: 'Dig through The Crate, stream live sets and host listening parties for your crowd.',
  },
  {
    icon: Handshake,
    title: 'Collaborate',
    text: 'Find producers, vocalists and DJs who match your sound, in your city or across the world.',
  },
  {
    icon: Disc3,
    title: 'Beat Bank',
    text: 'Preview and license beats from independent producers, and tip the ones you love.',
  },
] as const;

/** The wide-screen panel beside the sign-in forms: what the community offers. */
export function MarketingPanel() {
  return (
    <aside
      aria-labelledby="auth-marketing-title"
      className="relative hidden overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-primary/25 via-surface to-background p-8 xl:p-10 lg:sticky lg:top-32 lg:flex lg:flex-col lg:justify-center"
    >
      <div
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-primary/30 blur-3xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-fuchsia-500/10 blur-3xl"
        aria-hidden
      />
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary-text">Join the Nation</p>
        <h2 id="auth-marketing-title" className="mt-3 text-3xl font-extrabold xl:text-4xl leading-tight">
          Where independent music <span className="text-primary-text">gets heard</span>
        </h2>
        <p className="mt-4 max-w-md text-base text-muted">
          {PRODUCT_NAME} gives artists, producers and DJs the tools to create, collaborate and get paid, and
          gives fans a front-row seat.
        </p>
        <ul className="mt-7 grid grid-cols-2 gap-3">
          {CARDS.map((card) => (
            <MarketingCard key={card.title} icon={card.icon} title={card.title} text={card.text} />
          ))}
        </ul>
      </div>
    </aside>
  );
}
