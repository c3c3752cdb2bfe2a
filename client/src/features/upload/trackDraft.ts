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
  /** The artist moved the BPM slider: the BPM is sent as theirs; otherwise the measured one is shown. */
  bpmChosen: boolean;
  /** The artist picked the key: it is sent as theirs; otherwise the measured one is shown. */
  keyChosen: boolean;
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
    bpmChosen: false,
    keyChosen: false,
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
    // Only what the artist chose: each track otherwise shows its own measurement (decision 0053).
    ...(draft.bpmChosen ? { bpm: draft.bpm } : {}),
    ...(draft.keyChosen ? { key: draft.key } : {}),
    tags: draft.tags,
    releaseType: draft.releaseType,
    visibility: draft.visibility,
    allowComments: draft.allowComments,
    price: priceText(draft.price),
  };
}

/** The measured tempo and key of the first uploaded file, once its analysis is done. */
export interface Measurement {
  bpm: number | null;
  key: string | null;
}

/** The draft with the measurement in the BPM and key fields the artist has not set. */
export function withMeasurement(draft: WizardDraft, measured: Measurement): WizardDraft {
  return {
    ...draft,
    bpm: !draft.bpmChosen && measured.bpm !== null ? measured.bpm : draft.bpm,
    key: !draft.keyChosen && measured.key !== null ? measured.key : draft.key,
  };
}

/** Where the BPM and key fields stand: measuring the upload, measured, or not measured (analysis failed). */
export type MeasureState = 'waiting' | 'measuring' | 'measured' | 'unmeasured';

/** The line under the BPM or key field saying where its value comes from. */
export function measureHint(chosen: boolean, state: MeasureState, measuredValue: unknown): string {
  if (chosen) return 'Set by you';
  if (state === 'measured') {
    return measuredValue !== null
      ? 'Measured from your upload'
      : 'Could not be measured: set it if you know it';
  }
  if (state === 'unmeasured') return 'Could not be measured: set it if you know it';
  return state === 'measuring' ? 'Measuring your upload…' : 'Measured from your upload once it is analysed';
}

/**
 * The measured value the artist may go back to after setting their own: the measurement when there is one and it
 * differs from what the field shows, else null (no "use the measured value" button).
 */
export function measuredAlternative<T>(chosen: boolean, measuredValue: T | null, shown: T): T | null {
  return chosen && measuredValue !== null && measuredValue !== shown ? measuredValue : null;
}
