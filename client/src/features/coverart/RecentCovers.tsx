import type { CoverArtHistory } from '@common/coverart';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { labelOf } from './labels';

/** The signed-in user's history URL (GET /api/cover-art/mine); refreshed after each generation. */
export const MY_COVERS_URL = '/api/cover-art/mine';

/** The signed-in user's latest covers, newest first, each opening its full image. */
export function RecentCovers() {
  const { user } = useAuth();
  const history = useQuery<CoverArtHistory>({ queryKey: [MY_COVERS_URL], enabled: Boolean(user) });
  const images = history.data?.images.slice(0, 8) ?? [];
  if (!user || images.length === 0) return null;
  return (
    <section aria-labelledby="recent-covers-title" className="grid gap-3">
      <h2 id="recent-covers-title" className="text-base font-bold">
        Your recent covers
      </h2>
      <ul className="grid grid-cols-4 gap-2">
        {images.map((image) => (
          <li key={image.id}>
            <a
              href={image.webUrl}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-lg border border-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <img
                src={image.webUrl}
                alt={`${image.trackTitle}, ${labelOf(image.style)} (opens the full image)`}
                loading="lazy"
                width={1024}
                height={1024}
                className="aspect-square w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
