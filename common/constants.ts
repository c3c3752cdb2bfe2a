/** Product-wide constants shared by client and server. */
export const PRODUCT_NAME = 'Panda Nation';

/** Genre choices offered at registration (part 2, section 9). */
export const REGISTRATION_GENRES = [
  'Hip-Hop',
  'Trap',
  'R&B',
  'House',
  'EDM',
  'Lo-Fi',
  'Pop',
  'Drill',
  'Techno',
  'Afrobeats',
] as const;

/** Artist types offered at registration (part 2, section 6). The stored default is 'artist'. */
export const ARTIST_TYPES = [
  'Producer',
  'Vocalist',
  'Rapper',
  'DJ',
  'Beatmaker',
  'Multi-instrumentalist',
  'Audio Engineer',
] as const;

export const DEFAULT_USER_TYPE = 'artist';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
/** Upper bound so a hash request cannot be used to burn CPU. */
export const PASSWORD_MAX = 256;

/** JSON request bodies above this answer 413. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export const THEME = { primary: '#FF0080', background: '#18181B' } as const;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
