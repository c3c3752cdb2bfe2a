import { ArrowRight, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { HeroArt } from './HeroArt';

/** The home page's banner: the platform's promise, Start Uploading and About Panda Nation. */
export function HeroBanner() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-[#1d1d21] px-6 py-10 sm:px-10 sm:py-14 lg:px-14"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_0%_0%,rgb(255_0_128/0.35),transparent_55%),radial-gradient(ellipse_at_100%_100%,rgb(124_58_237/0.3),transparent_55%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:radial-gradient(ellipse_at_30%_40%,black,transparent_70%)]"
      />
      <div className="relative grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
        <div className="max-w-2xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-[11px] font-semibold uppercase tracking-wider text-primary-text sm:text-xs sm:tracking-widest">
            <span className="size-1.5 rounded-full bg-primary-strong shadow-[0_0_8px_#ff0080]" aria-hidden />
            Independent music, together
          </p>
          <h1
            id="home-hero-title"
            className="text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
          >
            <span className="whitespace-nowrap">Make it.</span>{' '}
            <span className="whitespace-nowrap">Share it.</span>{' '}
            <span className="whitespace-nowrap bg-gradient-to-r from-primary via-pink-400 to-violet-400 bg-clip-text text-transparent">
              Own it.
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-foreground/75 sm:text-lg">
            Panda Nation empowers independent artists and DJs with tools for music creation, collaboration and
            monetization.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/upload">
                <Upload aria-hidden /> Start Uploading
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-black/20 backdrop-blur">
              <Link href="/about">
                About Panda Nation <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
        <div className="hidden px-6 pb-6 lg:block">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
