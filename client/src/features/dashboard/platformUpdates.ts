export interface PlatformUpdate {
  title: string;
  text: string;
  /** Where to try it. */
  href: string;
}

/** Release notes of the platform, newest first. */
export const PLATFORM_UPDATES: PlatformUpdate[] = [
  {
    title: 'Listening parties go live',
    text: 'Host a room, pick tracks once it is created and listen in sync with your fans, with chat and reactions.',
    href: '/listening',
  },
  {
    title: 'The Beat Bank is open',
    text: 'Preview beats from independent producers, compare Standard and Exclusive licenses and tip the makers.',
    href: '/beatbank',
  },
  {
    title: 'A new upload wizard',
    text: 'Upload, Info, Release: three steps from an .mp3, .wav or .flac file to a published track.',
    href: '/upload',
  },
];
