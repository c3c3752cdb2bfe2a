import type { SearchType } from '@common/search';
import {
  Drum,
  GraduationCap,
  Headphones,
  type LucideIcon,
  MicVocal,
  Music,
  Newspaper,
  Video,
} from 'lucide-react';

/** The placeholder icon of a result without an image, by kind. */
export const SEARCH_TYPE_ICONS: Record<SearchType, LucideIcon> = {
  track: Music,
  artist: MicVocal,
  beat: Drum,
  course: GraduationCap,
  video: Video,
  party: Headphones,
  article: Newspaper,
};
