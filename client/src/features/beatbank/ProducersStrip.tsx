import type { BeatProducer } from '@common/beatbank';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { PRODUCERS_QUERY_KEY } from './beatQueries';

/** Featured producers: each distinct producer with an avatar, the count of their beats and 'Tip Producer'. */
export function ProducersStrip({ onTip }: { onTip: (producer: BeatProducer) => void }) {
  const producers = useQuery<{ producers: BeatProducer[] }>({ queryKey: PRODUCERS_QUERY_KEY, staleTime: 0 });
  const list = producers.data?.producers ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="featured-producers" className="space-y-3">
      <h2 id="featured-producers" className="text-xl font-bold">
        Featured Producers
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {list.map((producer) => (
          <li
            key={producer.id}
            className="flex w-44 shrink-0 snap-start flex-col items-center gap-2 rounded-2xl border border-white/10 bg-surface/60 p-4 text-center"
            data-testid="producer-card"
          >
            <Artwork
              src={producer.profileImage}
              fallback={producer.initials}
              className="size-16 rounded-full ring-2 ring-primary/50"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">{producer.name}</p>
              <p className="text-xs text-muted">
                {producer.beatCount} {producer.beatCount === 1 ? 'beat' : 'beats'}
              </p>
            </div>
            <Button size="sm" variant="subtle" onClick={() => onTip(producer)}>
              <Gift aria-hidden />
              Tip Producer
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
