import { PRODUCT_NAME } from '@common/constants';
import { ArrowRight, ArrowUpRight, Compass, Quote, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CORE_FEATURES, FACTS, REASONS, TESTIMONIALS } from './aboutContent';

/** A section's eyebrow, title and optional introduction. */
function SectionTitle({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary-text">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}

/** The page's banner: who the platform is for, and the figures that show how it treats artists. */
export function AboutHero() {
  return (
    <section
      aria-labelledby="about-hero-title"
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
      <div className="relative grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <div className="max-w-2xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-[11px] font-semibold uppercase tracking-wider text-primary-text sm:text-xs sm:tracking-widest">
            <span className="size-1.5 rounded-full bg-primary-strong shadow-[0_0_8px_#ff0080]" aria-hidden />
            About {PRODUCT_NAME}
          </p>
          <h1
            id="about-hero-title"
            className="text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
          >
            The home of{' '}
            <span className="bg-gradient-to-r from-primary via-pink-400 to-violet-400 bg-clip-text text-transparent">
              independent music
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-foreground/75 sm:text-lg">
            {PRODUCT_NAME} is a music community for independent artists, producers, DJs and fans. Upload and
            promote your music, spin and stream sets, press play together in live listening parties, and get
            paid by the people who love what you make.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          {FACTS.map((fact) => (
            <div
              key={fact.value}
              className="flex flex-col rounded-2xl border border-white/10 bg-black/30 p-4 backdrop-blur sm:p-5"
            >
              <dt className="order-2 mt-1 text-xs leading-snug text-foreground/70 sm:text-sm">
                {fact.label}
              </dt>
              <dd className="order-1 text-2xl font-black tracking-tight text-primary-text sm:text-3xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Why the platform exists. */
export function Mission() {
  return (
    <section
      aria-labelledby="about-mission-title"
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
    >
      <SectionTitle
        id="about-mission-title"
        eyebrow="Our mission"
        title="Heard without a label, paid without a middleman"
      />
      <div className="space-y-4 text-base leading-relaxed text-foreground/80 sm:text-lg">
        <p>
          Independent artists should not need a label to be heard or a middleman to get paid. We are building
          the place where they release music on their own terms, where producers and DJs find the artists
          their sound is made for, and where fans support the people behind the songs directly.
        </p>
        <p className="text-muted">
          Everything here starts from real activity: plays, likes, follows, tips and purchases are what fill
          your dashboard, and what you earn is worked out on our servers and shown to you payment by payment.
        </p>
      </div>
    </section>
  );
}

/** The six core features, each linking to its screen. */
export function CoreFeatures() {
  return (
    <section aria-labelledby="about-features-title" className="space-y-6">
      <SectionTitle
        id="about-features-title"
        eyebrow="What's inside"
        title="Six tools, one community"
        intro="Everything an independent artist, DJ or fan needs to make, share and support music."
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CORE_FEATURES.map((feature) => {
          const Icon = feature.icon;
          return (
            <li key={feature.href}>
              <Link
                href={feature.href}
                className="group relative flex h-full flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5 pr-12 transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:bg-white/[0.05] sm:p-6 sm:pr-12"
              >
                <span
                  className={`grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br ring-1 ring-white/10 ${feature.accent}`}
                >
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="space-y-1.5">
                  <span className="block text-lg font-semibold">{feature.title}</span>
                  <span className="block text-sm leading-relaxed text-muted">{feature.text}</span>
                </span>
                <ArrowUpRight
                  className="absolute right-5 top-5 size-5 text-muted transition-colors group-hover:text-primary-text"
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

/** Three reasons to choose the platform. */
export function Reasons() {
  return (
    <section aria-labelledby="about-reasons-title" className="space-y-6">
      <SectionTitle
        id="about-reasons-title"
        eyebrow={`Why ${PRODUCT_NAME}`}
        title={`Why choose ${PRODUCT_NAME}`}
      />
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {REASONS.map((reason) => {
          const Icon = reason.icon;
          return (
            <li key={reason.title}>
              <Card className="h-full p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/30">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{reason.text}</p>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Two members of the community in their own words. */
export function Testimonials() {
  return (
    <section aria-labelledby="about-testimonials-title" className="space-y-6">
      <SectionTitle id="about-testimonials-title" eyebrow="From the community" title="Heard in the Nation" />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col justify-between gap-6 overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br from-white/[0.05] to-white/[0.01] p-6 sm:p-8">
              <div>
                <Quote className="size-8 text-primary/60" aria-hidden />
                <blockquote className="mt-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
              </div>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-primary to-violet-500 text-sm font-bold text-white"
                >
                  {testimonial.name
                    .split(' ')
                    .map((word) => word[0])
                    .join('')
                    .slice(0, 2)}
                </span>
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing invitation: register (/auth) or start listening (/). */
export function JoinCallToAction() {
  return (
    <section
      aria-labelledby="about-join-title"
      className="relative overflow-hidden rounded-3xl border border-primary/25 bg-gradient-to-br from-primary/25 via-[#221421] to-[#1b1b1f] px-6 py-10 text-center sm:px-10 sm:py-14"
    >
      <div aria-hidden className="absolute -left-16 -top-16 size-56 rounded-full bg-primary/30 blur-3xl" />
      <div
        aria-hidden
        className="absolute -bottom-20 -right-10 size-56 rounded-full bg-violet-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-2xl">
        <h2 id="about-join-title" className="text-3xl font-black tracking-tight sm:text-4xl">
          Ready to join the Nation?
        </h2>
        <p className="mt-4 text-base leading-relaxed text-foreground/75 sm:text-lg">
          Create your free account and upload your first track today, or start by listening to what the
          community is making.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth">
              <UserPlus aria-hidden /> Join {PRODUCT_NAME}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-black/20 backdrop-blur">
            <Link href="/">
              <Compass aria-hidden /> Explore Music <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
