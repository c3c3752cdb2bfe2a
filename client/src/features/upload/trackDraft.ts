import {
  TRACK_DRAFT_DEFAULTS,
  TRACK_MESSAGES,
  type ReleaseType,
  type TrackDraftInput,
  type TrackVisibility,
} from '@common/tracks';
import { titleForFile } from './trackTitles';

/** The wizard's Info and Release fields (part 2, section 3, Track draft) plus the ownership box. */
export interface WizardDraft {
  title: string;
  artistName: string;
  genre: string;
  description: string;
  isExplicit: boolean;
  isOriginal: boolean;
  bpm: number;
  key: string;
  /** Comma separated. */
  tags: string;
  releaseType: ReleaseType;
  visibility: TrackVisibility;
  allowComments: boolean;
  /** Dollars as typed; '' is sent as 0. */
  price: string;
  /** Shown but not enforced (part 2, section 5). */
  ownsRights: boolean;
}

/** The form's defaults; the artist name is the signed-in user's username. */
export function wizardDefaults(username: string): WizardDraft {
  return {
    title: '',
    artistName: username,
    genre: TRACK_DRAFT_DEFAULTS.genre,
    description: '',
    isExplicit: TRACK_DRAFT_DEFAULTS.isExplicit,
    isOriginal: TRACK_DRAFT_DEFAULTS.isOriginal,
    bpm: TRACK_DRAFT_DEFAULTS.bpm,
    key: TRACK_DRAFT_DEFAULTS.key,
    tags: '',
    releaseType: TRACK_DRAFT_DEFAULTS.releaseType,
    visibility: TRACK_DRAFT_DEFAULTS.visibility,
    allowComments: TRACK_DRAFT_DEFAULTS.allowComments,
    price: TRACK_DRAFT_DEFAULTS.price,
    ownsRights: false,
  };
}

/** The 'Missing information' description when the title or artist name is blank, else null. */
export function draftProblem(draft: Pick<WizardDraft, 'title' | 'artistName'>): string | null {
  if (!draft.title.trim()) return TRACK_MESSAGES.missingTitle;
  if (!draft.artistName.trim()) return TRACK_MESSAGES.missingArtist;
  return null;
}

/** An empty price is 0 (part 2, section 5). */
export function priceText(price: string): string {
  return price.trim() === '' ? '0' : price.trim();
}

/** The POST /api/tracks/{id}/publish body for the nth uploaded file of the wizard. */
export function publishPayload(draft: WizardDraft, fileName: string, index: number): TrackDraftInput {
  return {
    title: titleForFile(draft.title, fileName, index),
    artistName: draft.artistName.trim(),
    genre: draft.genre,
    description: draft.description.trim(),
    isExplicit: draft.isExplicit,
    isOriginal: draft.isOriginal,
    bpm: draft.bpm,
    key: draft.key,
    tags: draft.tags,
    releaseType: draft.releaseType,
    visibility: draft.visibility,
    allowComments: draft.allowComments,
    price: priceText(draft.price),
  };
}
