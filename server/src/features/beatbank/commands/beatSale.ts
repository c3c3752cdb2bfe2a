import type { LicenceType } from '@common/beatbank';

/** One paid line as the transaction's metadata records it (the fulfilment reads it back). */
export interface BeatSaleLine {
  trackId: number;
  title: string;
  licenceType: LicenceType;
  producerId: number;
  /** Cents. */
  amount: number;
  feeAmount: number;
  creatorAmount: number;
}

/** What a beat purchase records in transactions.metadata. */
export interface BeatSaleMetadata {
  producerId: number;
  producer: string;
  lines: BeatSaleLine[];
}
