/**
 * The words of the cover renderer's vocabulary (decision 0046): the nouns that name each subject, the adjectives
 * that change one, the words that carry none, and how many a plural means. `readInstructions`
 * (`coverartSubjects.ts`) reads with them.
 */
/** Every subject the built-in renderer draws, in the order the page lists them. */
export const COVER_ART_SUBJECTS = [
  'moon',
  'sun',
  'stars',
  'clouds',
  'rain',
  'city skyline',
  'mountains',
  'road',
  'waves',
  'palm trees',
  'trees',
  'flowers',
  'fire',
  'neon light',
  'figure',
  'car',
  'lion',
  'wolf',
  'bird',
  'cat',
  'horse',
  'heart',
  'crown',
  'microphone',
] as const;
export type CoverArtSubjectKind = (typeof COVER_ART_SUBJECTS)[number];

/** A colour word's hue (degrees) and lightness (0-1). */
export interface SubjectTint {
  h: number;
  s: number;
  l: number;
}

/** One subject the instructions asked for. */
export interface CoverArtSubject {
  kind: CoverArtSubjectKind;
  /** The words as typed, adjectives included: 'neon moon', 'lone figure', 'highway'. */
  label: string;
  /** How many (1 unless a number or a plural asked for more). */
  count: number;
  /** Drawn as glowing neon tubing. */
  neon: boolean;
  /** 'big' or 'small' when asked, else 'normal'. */
  size: 'small' | 'normal' | 'big';
  /** A colour word, when one was given. */
  tint?: SubjectTint;
  /** A form of the subject: the moon 'full' or 'crescent', the sun 'low' (sunrise), clouds 'storm'. */
  variant?: 'full' | 'crescent' | 'low' | 'storm' | 'night';
}

/** What a word names: a subject, maybe a form of it, how many, and a second subject it brings. */
export interface Entry {
  kind: CoverArtSubjectKind;
  variant?: CoverArtSubject['variant'];
  /** The word already means several (stars, crowd, people). */
  many?: number;
  /** A second subject the word also brings ('storm': clouds and rain). */
  also?: CoverArtSubjectKind;
}

const entries = (kind: CoverArtSubjectKind, words: string[], extra: Omit<Entry, 'kind'> = {}) =>
  words.map((word) => [word, { kind, ...extra }] as const);

/** Nouns (singular) and adjectives that name a subject. */
export const NOUNS = new Map<string, Entry>([
  ...entries('moon', ['moon', 'moonlight', 'moonlit', 'lunar', 'moonrise']),
  ...entries('moon', ['crescent'], { variant: 'crescent' }),
  ...entries('sun', ['sun', 'sunshine', 'sunlight', 'sunny', 'sunlit', 'solar']),
  ...entries('sun', ['sunrise', 'sunset', 'dawn', 'dusk', 'sundown', 'daybreak'], { variant: 'low' }),
  ...entries('stars', ['star', 'starry', 'starlight', 'starlit', 'constellation', 'galaxy', 'cosmos']),
  ...entries('stars', ['night', 'midnight', 'nighttime'], { variant: 'night' }),
  ...entries('clouds', ['cloud', 'cloudy', 'overcast']),
  ...entries('clouds', ['storm', 'stormy', 'thunderstorm', 'thundercloud'], {
    variant: 'storm',
    also: 'rain',
  }),
  ...entries('rain', ['rain', 'rainy', 'raining', 'rainfall', 'raindrop', 'drizzle', 'downpour', 'shower']),
  ...entries('city skyline', [
    'city',
    'skyline',
    'skyscraper',
    'building',
    'downtown',
    'tower',
    'metropolis',
    'cityscape',
  ]),
  ...entries('mountains', ['mountain', 'hill', 'peak', 'summit', 'range', 'alps', 'volcano']),
  ...entries('road', [
    'road',
    'highway',
    'freeway',
    'motorway',
    'street',
    'avenue',
    'boulevard',
    'route',
    'interstate',
  ]),
  ...entries('waves', ['wave', 'ocean', 'sea', 'surf', 'beach', 'shore', 'seaside', 'lake', 'water', 'tide']),
  ...entries('palm trees', ['palm', 'tropical']),
  ...entries('trees', ['tree', 'forest', 'woods', 'pine', 'woodland']),
  ...entries('flowers', [
    'flower',
    'rose',
    'blossom',
    'bloom',
    'tulip',
    'daisy',
    'sunflower',
    'lily',
    'petal',
    'bouquet',
    'floral',
  ]),
  ...entries('fire', [
    'fire',
    'flame',
    'blaze',
    'bonfire',
    'campfire',
    'burning',
    'inferno',
    'fiery',
    'flaming',
  ]),
  ...entries('neon light', ['neon', 'glow', 'light', 'sign']),
  ...entries('figure', [
    'figure',
    'person',
    'man',
    'woman',
    'girl',
    'boy',
    'guy',
    'lady',
    'silhouette',
    'rapper',
    'singer',
    'dancer',
    'stranger',
    'wanderer',
    'traveller',
    'traveler',
    'kid',
    'child',
    'someone',
    'human',
    'artist',
    'walker',
  ]),
  ...entries('figure', ['people', 'men', 'women', 'children'], { many: 3 }),
  ...entries('figure', ['crowd'], { many: 6 }),
  ...entries('car', ['car', 'vehicle', 'automobile', 'convertible', 'taxi', 'cab', 'lowrider', 'racecar']),
  ...entries('lion', ['lion', 'lioness']),
  ...entries('wolf', ['wolf', 'werewolf']),
  ...entries('bird', [
    'bird',
    'eagle',
    'hawk',
    'falcon',
    'crow',
    'raven',
    'dove',
    'pigeon',
    'seagull',
    'gull',
    'swallow',
    'sparrow',
  ]),
  ...entries('cat', ['cat', 'kitten', 'kitty', 'panther']),
  ...entries('horse', ['horse', 'stallion', 'mare', 'pony', 'mustang']),
  ...entries('heart', ['heart', 'love']),
  ...entries('crown', ['crown', 'king', 'queen', 'royal']),
  ...entries('microphone', ['microphone', 'mic']),
]);

const HUES: Record<string, SubjectTint> = {
  red: { h: 0, s: 0.85, l: 0.55 },
  crimson: { h: 348, s: 0.85, l: 0.45 },
  orange: { h: 28, s: 0.95, l: 0.55 },
  yellow: { h: 52, s: 0.95, l: 0.6 },
  golden: { h: 45, s: 0.85, l: 0.55 },
  gold: { h: 45, s: 0.85, l: 0.55 },
  green: { h: 130, s: 0.7, l: 0.45 },
  blue: { h: 215, s: 0.85, l: 0.55 },
  purple: { h: 280, s: 0.7, l: 0.55 },
  violet: { h: 270, s: 0.7, l: 0.6 },
  pink: { h: 330, s: 0.9, l: 0.7 },
  white: { h: 0, s: 0, l: 0.96 },
  silver: { h: 210, s: 0.1, l: 0.78 },
  black: { h: 0, s: 0, l: 0.06 },
  dark: { h: 0, s: 0, l: 0.1 },
};

/** What an adjective changes. */
export type Modifier =
  | { neon: true }
  | { count: number; lone?: true }
  | { size: 'small' | 'big' }
  | { tint: SubjectTint }
  | { variant: 'full' | 'crescent' | 'low' };

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  pair: 2,
  couple: 2,
  few: 3,
  flock: 5,
  several: 4,
  many: 5,
  pack: 3,
  herd: 3,
  group: 3,
};

export const MODIFIERS = new Map<string, Modifier>([
  ...['neon', 'glowing', 'luminous', 'lit', 'electric'].map((w) => [w, { neon: true }] as const),
  ...['lone', 'lonely', 'single', 'solitary', 'alone', 'solo'].map(
    (w) => [w, { count: 1, lone: true }] as const,
  ),
  ...Object.entries(NUMBERS).map(([w, count]) => [w, { count }] as const),
  ...['big', 'giant', 'huge', 'large', 'massive', 'enormous', 'tall'].map(
    (w) => [w, { size: 'big' }] as const,
  ),
  ...['small', 'tiny', 'little', 'distant', 'far'].map((w) => [w, { size: 'small' }] as const),
  ...Object.entries(HUES).map(([w, tint]) => [w, { tint }] as const),
  ['full', { variant: 'full' }],
  ['crescent', { variant: 'crescent' }],
  ['half', { variant: 'crescent' }],
  ['rising', { variant: 'low' }],
  ['setting', { variant: 'low' }],
]);

/** Words that carry no subject: articles, prepositions, linking words, and poses the drawings already have. */
export const QUIET = new Set(
  (
    'a an the and or with of on in at under over above below beneath behind beside by near across through ' +
    'into onto to from for its their his her my our your is are was be being very so there this that these ' +
    'those while as like just also plus against along around between up down out off all every each then ' +
    'some who which it he she they we i me background foreground sky skies scene horizon distance view ' +
    'walking standing sitting running flying howling driving roaring galloping looking watching facing ' +
    'waiting soaring floating shining'
  ).split(' '),
);

/** Words that end a phrase: an adjective before one of them has no noun to describe. */
export const BREAKS = new Set(
  (
    'and or with of on in at under over above below beneath behind beside by near across through into onto ' +
    'to from for while against along around between'
  ).split(' '),
);

/** Plural and simple word forms: the candidates a word may be the plural of. */
function lemmas(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

export function lookUp(word: string): { entry: Entry; plural: boolean } | null {
  const forms = lemmas(word);
  for (let i = 0; i < forms.length; i += 1) {
    const entry = NOUNS.get(forms[i]!);
    if (entry) return { entry, plural: i > 0 };
  }
  return null;
}

/** How many of a subject a plural means, when no number is given. */
export const PLURAL_COUNT: Partial<Record<CoverArtSubjectKind, number>> = {
  bird: 5,
  figure: 3,
  wolf: 3,
  lion: 2,
  cat: 2,
  horse: 2,
  car: 2,
  flowers: 7,
  'palm trees': 3,
  heart: 4,
  clouds: 3,
};
/** The most of a subject drawn. */
export const MAX_COUNT: Partial<Record<CoverArtSubjectKind, number>> = {
  bird: 9,
  figure: 7,
  wolf: 4,
  lion: 3,
  cat: 3,
  horse: 3,
  car: 2,
  flowers: 12,
  'palm trees': 4,
  heart: 7,
  clouds: 4,
};
