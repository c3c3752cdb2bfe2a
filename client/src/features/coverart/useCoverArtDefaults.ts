import { COVER_ART_DEFAULTS, type CoverArtDefaults } from '@common/coverart';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';

/** GET /api/cover-art/defaults: the form's genre (a signed-in artist's own) and who draws the images. */
export const COVER_ART_DEFAULTS_URL = '/api/cover-art/defaults';

const FALLBACK: CoverArtDefaults = {
  genre: COVER_ART_DEFAULTS.genre,
  genreFrom: 'default',
  renderer: 'built-in',
};

/**
 * The generator's defaults for whoever is signed in (asked again when that changes). `defaults` is null while
 * the session or the answer is still on its way; after a failure it is part 2's defaults.
 */
export function useCoverArtDefaults(): { defaults: CoverArtDefaults | null } {
  const { user, isLoading } = useAuth();
  const query = useQuery<CoverArtDefaults>({
    queryKey: [COVER_ART_DEFAULTS_URL, user?.id ?? 'visitor'],
    enabled: !isLoading,
  });
  if (query.isError) return { defaults: FALLBACK };
  return { defaults: query.data ?? null };
}
