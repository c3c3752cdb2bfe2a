const SPECIAL: Record<string, string> = { 'r&b': 'R&B', 'hip-hop': 'Hip-Hop' };

/** How a genre id reads in the form: 'hip-hop' -> 'Hip-Hop', 'r&b' -> 'R&B', 'afrobeats' -> 'Afrobeats'. */
export function genreLabel(genre: string): string {
  return (
    SPECIAL[genre] ??
    genre.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())
  );
}
