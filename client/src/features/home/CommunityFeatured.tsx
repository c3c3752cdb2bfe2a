import { ArrowRight, Drum } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';

/** The community's featured content: the Beat Bank. */
export function CommunityFeatured() {
  return (
    <section aria-labelledby="home-community-title" className="space-y-5">
      <div>
        <h2 id="home-community-title" className="text-2xl font-bold tracking-tight">
          Community
        </h2>
        <p className="mt-1 text-sm text-muted">Featured by the Panda Nation community.</p>
      </div>
      <article className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-[#2a1224] via-[#1d1d21] to-[#16162a] p-6 sm:p-10">
        <div aria-hidden className="absolute -right-16 -top-16 size-72 rounded-full bg-primary/25 blur-3xl" />
        <div
          aria-hidden
          className="absolute bottom-0 right-0 hidden h-full w-1/2 bg-[repeating-linear-gradient(90deg,rgb(255_0_128/0.18)_0px,rgb(255_0_128/0.18)_4px,transparent_4px,transparent_12px)] [mask-image:linear-gradient(to_top,black,transparent_85%),linear-gradient(to_left,black,transparent)] [mask-composite:intersect] md:block"
        />
        <div className="relative max-w-xl">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-strong text-white shadow-lg shadow-primary/40">
              <Drum className="size-6" aria-hidden />
            </span>
            <Badge>Featured</Badge>
          </div>
          <h3 className="mt-5 text-3xl font-black tracking-tight">Beat Bank</h3>
          <p className="mt-3 text-base leading-relaxed text-foreground/75">
            Find your next hit. Beats from independent producers, ready to license: preview, pick a licence
            and support the creators behind the sound.
          </p>
          <Button asChild size="lg" className="mt-7">
            <Link href="/beatbank">
              Explore Beats <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </section>
  );
}
