import { TRACK_DRAFT_DEFAULTS, type TrackDraftInput, type TrackVisibility } from '@common/tracks';
import { UPLOAD_TEXT } from './uploadMessages';
import { priceText } from './trackDraft';
import { titleForFile } from './trackTitles';

/** The earlier upload screen's form (part 2, section 7). */
export interface QuickUploadForm {
  title: string;
  artist: string;
  genre: string;
  description: string;
  isExplicit: boolean;
  bpm: number;
  key: string;
  /** The artist set the BPM or the key: sent as theirs; otherwise each track shows its measurement. */
  bpmChosen: boolean;
  keyChosen: boolean;
  allowComments: boolean;
  visibility: TrackVisibility;
  price: string;
}

export const QUICK_FORM_DEFAULTS: QuickUploadForm = {
  title: '',
  artist: '',
  genre: TRACK_DRAFT_DEFAULTS.genre,
  description: '',
  isExplicit: TRACK_DRAFT_DEFAULTS.isExplicit,
  bpm: TRACK_DRAFT_DEFAULTS.bpm,
  key: TRACK_DRAFT_DEFAULTS.key,
  bpmChosen: false,
  keyChosen: false,
  allowComments: TRACK_DRAFT_DEFAULTS.allowComments,
  visibility: TRACK_DRAFT_DEFAULTS.visibility,
  price: TRACK_DRAFT_DEFAULTS.price,
};

/**
 * The multipart text fields sent beside audioFile for the nth file of a selection: title (typed, else
 * the file name without extension, else 'Untitled Track'), artist (typed, else the username, else
 * 'Unknown Artist'), genre ('Other' when empty), isExplicit/allowComments/isPublic as 'true'/'false'.
 */
export function quickUploadFields(
  form: QuickUploadForm,
  fileName: string,
  index: number,
  username: string | undefined,
): Record<string, string> {
  return {
    title: titleForFile(form.title, fileName, index),
    artist: form.artist.trim() || username || UPLOAD_TEXT.unknownArtist,
    genre: form.genre.trim() || UPLOAD_TEXT.otherGenre,
    description: form.description.trim(),
    isExplicit: String(form.isExplicit),
    // Only what the artist set (decision 0053).
    ...(form.bpmChosen ? { bpm: String(form.bpm) } : {}),
    ...(form.keyChosen ? { key: form.key } : {}),
    allowComments: String(form.allowComments),
    isPublic: String(form.visibility === 'public'),
    price: priceText(form.price),
  };
}

/** The publish body that makes an uploaded file a catalogue track with the same fields. */
export function quickPublishPayload(fields: Record<string, string>, form: QuickUploadForm): TrackDraftInput {
  return {
    title: fields.title ?? UPLOAD_TEXT.untitled,
    artistName: fields.artist ?? UPLOAD_TEXT.unknownArtist,
    genre: fields.genre,
    description: fields.description,
    isExplicit: form.isExplicit,
    ...(form.bpmChosen ? { bpm: form.bpm } : {}),
    ...(form.keyChosen ? { key: form.key } : {}),
    allowComments: form.allowComments,
    visibility: form.visibility,
    price: fields.price,
  };
}
