import { z } from 'zod';
import type { MeasureSource } from './tracks';

/**
 * The Beat Bank's wire contract (part 2, sections 2, 3, 4 and 9): beats are priced, published, public
 * tracks; licences are bought through a cart and delivered to the buyer's library. Prices travel in cents
 * and are computed on the server only.
 */

export const LICENCE_TYPES = ['standard', 'exclusive'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Exclusive License = 3 x the beat price (part 2, section 9). */
export const EXCLUSIVE_PRICE_MULTIPLIER = 3;
/** Bars of the detail dialog's waveform. */
export const WAVEFORM_BARS = 100;

export const LICENCE_NAMES: Record<LicenceType, string> = {
  standard: 'Standard License',
  exclusive: 'Exclusive License',
};

/** What each licence grants, as the detail dialog and the licence document state it. */
export const LICENCE_TERMS: Record<LicenceType, string[]> = {
  standard: ['Unlimited streams', '1 music video'],
  exclusive: ['Full rights', 'Stems included'],
};

/** The price of a licence in cents, from the beat's price in cents. */
export function licencePrice(beatPriceCents: number, type: LicenceType): number {
  return type === 'exclusive' ? beatPriceCents * EXCLUSIVE_PRICE_MULTIPLIER : beatPriceCents;
}

/** The tabs of the Beat Bank, in order, with their labels. */
export const BEAT_TABS = [
  { id: 'all', label: 'All Beats' },
  { id: 'exclusive', label: 'Exclusive' },
  { id: 'featured', label: 'Featured' },
  { id: 'popular', label: 'Popular' },
  { id: 'new', label: 'New Releases' },
] as const;
export type BeatTab = (typeof BEAT_TABS)[number]['id'];
const TAB_IDS = BEAT_TABS.map((tab) => tab.id) as [BeatTab, ...BeatTab[]];

/** New Releases: beats released within this many days. */
export const NEW_RELEASE_DAYS = 30;
/** The most beats one listing answers. */
export const BEAT_LIST_LIMIT = 60;

export const beatListQuerySchema = z.object({
  tab: z.enum(TAB_IDS, { message: 'Unknown tab' }).default('all'),
  q: z.string().trim().max(100, 'Search text is too long').optional(),
});
export type BeatListQuery = z.infer<typeof beatListQuerySchema>;

/** PUT /api/cart/items/:trackId. Any price sent along is ignored: prices come from the server. */
export const cartItemInputSchema = z.object({
  licenceType: z.enum(LICENCE_TYPES, { message: 'Choose a Standard or Exclusive license' }),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** POST /api/cart/checkout: which producer's beats to pay for (needed when the cart holds several). */
export const cartCheckoutSchema = z.object({
  producerId: z.number().int().positive().optional(),
});
export type CartCheckoutInput = z.infer<typeof cartCheckoutSchema>;

/** The {number} of GET /api/licences/{number}/document (e.g. PN-LIC-2026-000042); read up to 64 characters. */
export const licenceNumberParamsSchema = z.object({
  number: z
    .string()
    .transform((number) => number.slice(0, 64))
    .describe('The licence number, e.g. PN-LIC-2026-000042'),
});

export const BEAT_MESSAGES = {
  notFound: 'Beat not found',
  sold: 'This beat has been sold with an exclusive license and is no longer available',
  ownBeat: 'You cannot buy a license for your own beat',
  exclusiveNotOffered: 'The producer does not offer an exclusive license for this beat',
  alreadyLicensed: 'You already hold this license for this beat',
  emptyCart: 'Your cart is empty',
  chooseProducer: 'Your cart holds beats by several producers: check out one producer at a time',
  producerNotInCart: 'Your cart holds no beats by this producer',
  notInCart: 'This beat is not in your cart',
  licenceNotFound: 'License not found',
  notYourLicence: 'Only the buyer can download the files of this license',
  notYourDocument: 'Only the buyer or the producer can read this license',
  noFile: 'The file of this beat is not available',
} as const;

/** A beat as the grid shows it (the client-side Beat entity of part 2, section 3, from the database). */
export interface Beat {
  id: number;
  title: string;
  /** The producer's display name. */
  producer: string;
  producerId: number | null;
  producerUsername: string | null;
  /** Initials shown in the producer's avatar. */
  producerAvatar: string;
  coverArt: string | null;
  /** The beat price (Standard License) in cents. */
  price: number;
  /** The BPM shown: the producer's when typed on purpose, else the measured one (decision 0053). */
  bpm: number | null;
  bpmSource: MeasureSource | null;
  /** The key shown: the producer's when typed on purpose, else the measured one. */
  key: string | null;
  keySource: MeasureSource | null;
  genre: string | null;
  tags: string[];
  featured: boolean;
  /** Offered with an exclusive licence (the EXCLUSIVE badge). */
  exclusive: boolean;
  /** ISO date of release. */
  releaseDate: string;
  previewUrl: string;
  plays: number;
}

export interface LicenceOption {
  type: LicenceType;
  name: string;
  /** Cents. */
  price: number;
  terms: string[];
  /** 'BEST VALUE' on the exclusive licence. */
  badge: string | null;
  available: boolean;
  /** Why it cannot be bought, when it cannot. */
  unavailableReason: string | null;
}

/** GET /api/beats/:id: the card's data plus the waveform and the licence options. */
export interface BeatDetail extends Beat {
  /** 100 bars, 0..1, from the analysed audio; null while the audio is not analysed yet. */
  waveform: number[] | null;
  description: string | null;
  duration: number | null;
  licences: LicenceOption[];
}

export interface BeatList {
  beats: Beat[];
}

/** A producer of the featured producers strip. */
export interface BeatProducer {
  id: number;
  name: string;
  username: string;
  initials: string;
  profileImage: string | null;
  beatCount: number;
}

/** GET /api/beats/producers: the featured producers strip, most beats first. */
export interface BeatProducerList {
  producers: BeatProducer[];
}

export interface CartLine {
  beat: Beat;
  licenceType: LicenceType;
  licenceName: string;
  /** Cents, computed on the server. */
  price: number;
  available: boolean;
  unavailableReason: string | null;
}

/** The lines of one producer: each group checks out as one payment to that producer. */
export interface CartGroup {
  producerId: number;
  producer: string;
  lines: CartLine[];
  /** Cents, the available lines only. */
  total: number;
}

export interface Cart {
  groups: CartGroup[];
  count: number;
  /** Cents. */
  total: number;
}

/** One purchased licence in the buyer's library. */
export interface LibraryItem {
  licenceId: number;
  licenceNumber: string;
  licenceType: LicenceType;
  licenceName: string;
  /** Cents paid. */
  amount: number;
  purchasedAt: string;
  beat: {
    id: number;
    title: string;
    producer: string;
    coverArt: string | null;
    bpm: number | null;
    key: string | null;
    /** Sold with an exclusive licence (to this buyer when the licence is exclusive). */
    sold: boolean;
  };
  downloadUrl: string;
  documentUrl: string;
  /** Whether separate stems are stored for download (otherwise the producer delivers them). */
  stemsAvailable: boolean;
}

export interface Library {
  items: LibraryItem[];
}

/** Initials of a display name: first letters of the first two words, else its first two letters. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/** Peaks resampled to `bars` bars (the loudest peak of each slice), 0..1. */
export function waveformBars(peaks: readonly number[], bars = WAVEFORM_BARS): number[] {
  if (peaks.length === 0) return [];
  return Array.from({ length: bars }, (_, i) => {
    const start = Math.floor((i * peaks.length) / bars);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / bars));
    let peak = 0;
    for (let j = start; j < end && j < peaks.length; j++) peak = Math.max(peak, Math.abs(peaks[j] ?? 0));
    return Math.min(1, Math.round(peak * 1000) / 1000);
  });
}
