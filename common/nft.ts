import { z } from 'zod';
import { hasAtMostCents } from './tips';
import type { Track } from './tracks';

/**
 * Limited digital editions (the NFT Marketplace of part 2): a track released in a fixed number of numbered
 * editions, each recorded by Panda Nation against its owner. There is no blockchain: no tokens, no wallets,
 * no contract; an edition is a row in the database with its number.
 */

/** How long an edition stays reserved for a buyer whose payment is pending. */
export const EDITION_RESERVATION_MINUTES = 15;

/** The spec's texts (part 2, sections 5 and 8) and the API's answers. */
export const NFT_MESSAGES = {
  loginRequired: 'Please log in to purchase NFTs',
  purchaseInitiated: 'NFT Purchase Initiated',
  purchaseSuccessful: 'Purchase Successful',
  soldOut: 'Sold out',
  notFound: 'Edition not found',
  ownTrack: 'You cannot buy an edition of your own track',
  dropEnded: 'This drop has ended',
} as const;

/** The label of edition n of a drop, e.g. '3/25'. */
export function editionLabel(editionNumber: number, totalSupply: number): string {
  return `${editionNumber}/${totalSupply}`;
}

/** One limited-edition drop, as GET /api/editions lists it. */
export interface EditionDrop {
  trackId: number;
  title: string;
  artist: string;
  artistId: number | null;
  coverArt: string | null;
  description: string | null;
  genre: string | null;
  /** Price of one edition, in cents. */
  price: number;
  totalSupply: number;
  sold: number;
  /** Editions neither sold nor held for a pending payment. */
  available: number;
  /** The label of the edition the next buyer gets ('n/total'), or null when none is left. */
  nextEdition: string | null;
  /** The artist's share of each sale, in percent (the marketplace keeps the rest). */
  artistSharePercent: number;
  /** The drop's own name (e.g. 'Founders Edition'), or null. */
  editionName: string | null;
  status: DropStatus;
  /** ISO time the artist ended the drop early, or null. */
  endedAt: string | null;
  /** How many editions the signed-in viewer owns (0 for visitors). */
  ownedByMe: number;
  /** The track itself, for Preview in the player. */
  track: Track;
}

export interface EditionList {
  editions: EditionDrop[];
}

/** An edition the signed-in user owns (GET /api/editions/mine). */
export interface OwnedEdition {
  id: number;
  trackId: number;
  title: string;
  artist: string;
  coverArt: string | null;
  editionNumber: number;
  totalSupply: number;
  /** 'n/total' */
  label: string;
  /** Cents paid. */
  price: number;
  /** ISO time of the purchase. */
  purchasedAt: string;
}

export interface OwnedEditionList {
  editions: OwnedEdition[];
}

/**
 * Drops made by artists: a published public track put up as a numbered limited edition. Price and size can
 * change until the first edition is sold or held for a buyer; then they are fixed (the size never grows, so
 * an 'n/total' label a collector received stays true). Ending a drop stops sales; owned editions stay.
 */

/** Open (on sale), sold out (every number sold or held), or ended early by the artist. */
export type DropStatus = 'open' | 'sold_out' | 'ended';

/** The lowest price of an edition, in dollars: card payments start at $0.50. */
export const DROP_PRICE_MIN = 0.5;
/** The highest price of an edition, in dollars. */
export const DROP_PRICE_MAX = 1000;
export const DROP_SIZE_MIN = 1;
export const DROP_SIZE_MAX = 1000;
export const DROP_NAME_MAX_LENGTH = 60;

/** What the drop forms and the drops API say. */
export const DROP_MESSAGES = {
  loginRequired: 'Please log in to create and manage drops',
  trackRequired: 'Choose one of your tracks',
  trackNotFound: 'Track not found',
  notYourTrack: 'You can only create drops for your own tracks',
  notYourDrop: 'You can only manage your own drops',
  notListed: 'Only published public tracks can be dropped. Publish the track as public first.',
  alreadyOpen: 'This track already has an open drop',
  alreadyEnded: 'The drop of this track has ended; its editions are not reissued',
  dropNotFound: 'Drop not found',
  ended: NFT_MESSAGES.dropEnded,
  locked: 'Price and edition size are fixed once an edition is sold or held for a buyer',
  nothingToChange: 'Nothing to change',
  priceRequired: 'Enter a price',
  priceTooLow: `The lowest price is $${DROP_PRICE_MIN.toFixed(2)}`,
  priceTooHigh: 'The highest price is $1,000.00',
  priceCents: 'A price has at most two decimals',
  sizeRequired: 'Enter an edition size',
  sizeWhole: 'The edition size is a whole number',
  sizeTooSmall: `A drop has at least ${DROP_SIZE_MIN} edition`,
  sizeTooLarge: 'A drop has at most 1,000 editions',
  nameTooLong: `The edition name is at most ${DROP_NAME_MAX_LENGTH} characters`,
  created: 'Drop created',
  updated: 'Drop updated',
  endedToast: 'Drop ended',
} as const;

/** The price of one edition in dollars: $0.50 to $1,000, two decimals at most. */
export const dropPriceSchema = z
  .number({ error: DROP_MESSAGES.priceRequired })
  .refine((v) => Number.isFinite(v), DROP_MESSAGES.priceRequired)
  .refine((v) => v >= DROP_PRICE_MIN, DROP_MESSAGES.priceTooLow)
  .refine((v) => v <= DROP_PRICE_MAX, DROP_MESSAGES.priceTooHigh)
  .refine(hasAtMostCents, DROP_MESSAGES.priceCents);

/** How many numbered editions the drop has: a whole number from 1 to 1,000. */
export const dropSizeSchema = z
  .number({ error: DROP_MESSAGES.sizeRequired })
  .refine((v) => Number.isFinite(v), DROP_MESSAGES.sizeRequired)
  .refine((v) => Number.isInteger(v), DROP_MESSAGES.sizeWhole)
  .refine((v) => v >= DROP_SIZE_MIN, DROP_MESSAGES.sizeTooSmall)
  .refine((v) => v <= DROP_SIZE_MAX, DROP_MESSAGES.sizeTooLarge);

/** The optional edition name, trimmed; blank means none (null). */
export const dropNameSchema = z
  .string()
  .trim()
  .max(DROP_NAME_MAX_LENGTH, DROP_MESSAGES.nameTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/editions/drops: put one of the artist's tracks up as a limited edition. */
export const createDropSchema = z.object({
  trackId: z.number({ error: DROP_MESSAGES.trackRequired }).int().positive(DROP_MESSAGES.trackRequired),
  /** US dollars, two decimals at most (stored in cents). */
  priceUsd: dropPriceSchema,
  editionSize: dropSizeSchema,
  editionName: dropNameSchema,
});
export type CreateDropInput = z.input<typeof createDropSchema>;

/** PATCH /api/editions/drops/:trackId: any of price, size and name (price and size only before a sale). */
export const updateDropSchema = z
  .object({
    priceUsd: dropPriceSchema.optional(),
    editionSize: dropSizeSchema.optional(),
    editionName: dropNameSchema.optional(),
  })
  .refine(
    (v) => v.priceUsd !== undefined || v.editionSize !== undefined || v.editionName !== undefined,
    DROP_MESSAGES.nothingToChange,
  );
export type UpdateDropInput = z.input<typeof updateDropSchema>;

/** One of the signed-in artist's drops, as GET /api/editions/drops lists it ("My drops"). */
export interface ArtistDrop {
  trackId: number;
  title: string;
  coverArt: string | null;
  editionName: string | null;
  /** Cents per edition. */
  price: number;
  totalSupply: number;
  sold: number;
  /** Editions held for buyers whose payment is pending. */
  held: number;
  /** Editions still for sale (0 once ended). */
  available: number;
  /** The artist's share of the drop's succeeded sales (85%), in cents. */
  revenue: number;
  status: DropStatus;
  /** Whether price and size are fixed (an edition is sold or held). */
  locked: boolean;
  /** Whether the track is still published and public (otherwise the drop is not on the marketplace). */
  listed: boolean;
  /** ISO time the drop opened, or null for drops older than this record. */
  droppedAt: string | null;
  endedAt: string | null;
}

/** A track of the artist that can be dropped: published, public, never dropped. */
export interface DropCandidate {
  trackId: number;
  title: string;
  coverArt: string | null;
}

export interface ArtistDropList {
  drops: ArtistDrop[];
  candidates: DropCandidate[];
}
