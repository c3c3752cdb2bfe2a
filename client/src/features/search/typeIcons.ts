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

/** What one result is, shown beside it on the All tab. */
export const SEARCH_TYPE_NAMES: Record<SearchType, string> = {
  track: 'Track',
  artist: 'Artist',
  beat: 'Beat',
  course: 'Course',
  video: 'Video',
  party: 'Listening party',
  article: 'Article',
};
