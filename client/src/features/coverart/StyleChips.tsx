import type { CoverArtStyle, CoverArtStyleSuggestions } from '@common/coverart';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { labelOf } from './labels';

/**
 * The genre's suggested art styles as chips (GET /api/cover-art-styles/{genre}, asked on every genre change);
 * a chip sets the art style. Errors are only logged.
 */
export function StyleChips({
  genre,
  style,
  onPick,
}: {
  genre: string;
  style: string;
  onPick: (style: CoverArtStyle) => void;
}) {
  const query = useQuery<CoverArtStyleSuggestions>({
    queryKey: [`/api/cover-art-styles/${encodeURIComponent(genre)}`],
  });
  useEffect(() => {
    if (query.error) console.error('Could not load style suggestions', query.error);
  }, [query.error]);
  const styles = query.data?.suggestedStyles ?? [];
  if (styles.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p id="cover-style-suggestions" className="flex items-center gap-1.5 text-xs font-medium text-muted">
        <Sparkles className="size-3.5 text-primary-text" aria-hidden /> Suggested styles for {labelOf(genre)}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby="cover-style-suggestions">
        {styles.map((suggested) => (
          <li key={suggested}>
            <button
              type="button"
              aria-pressed={suggested === style}
              onClick={() => onPick(suggested)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                suggested === style
                  ? 'border-primary bg-primary/20 text-white'
                  : 'border-white/15 bg-white/5 text-foreground hover:border-primary/60',
              )}
            >
              {labelOf(suggested)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
