import { MUSICAL_KEYS, TRACK_GENRES } from '@common/tracks';
import type { Choice } from '@/ui/ChoiceSelect';
import { genreLabel } from './genreLabel';

/** The genre options of the upload forms (default hip-hop). */
export const GENRE_CHOICES: Choice[] = TRACK_GENRES.map((genre) => ({
  value: genre,
  label: genreLabel(genre),
}));

/** C to B, each Major or Minor. */
export const KEY_CHOICES: Choice[] = MUSICAL_KEYS.map((key) => ({ value: key, label: key }));
