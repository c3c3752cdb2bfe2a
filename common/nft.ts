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
