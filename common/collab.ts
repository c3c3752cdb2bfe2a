import { z } from 'zod';
import { REGISTRATION_GENRES } from './constants';
import type { Checkout } from './payments';

/** Limits and constants of collaboration (part 1 sections 2-3, part 2 sections 2, 3, 8, 9). */
export const COLLAB = {
  skills: [
    'Producer',
    'Vocalist',
    'Songwriter',
    'Rapper',
    'DJ',
    'Mixing Engineer',
    'Mastering Engineer',
    'Instrumentalist',
    'Beatmaker',
    'Sound Designer',
  ],
  collabTypes: ['Feature', 'Co-write', 'Production', 'Remix', 'Mix & Master', 'Live Set', 'Session Work'],
  skillsMax: 8,
  descriptionMax: 1000,
  rateInfoMax: 200,
  equipmentMax: 12,
  equipmentItemMax: 80,
  examplesMax: 6,
  messageMax: 1000,
  projectMax: 120,
  milestoneMax: 200,
  threadMessageMax: 2000,
  requestsPerDay: 20,
  pageSize: 12,
  /** The matchmaker's setup fee (part 2, section 9), in cents. */
  setupFeeCents: 2500,
  /** Days a partner has to answer a paid proposal before it lapses and its fee is refunded. */
  proposalDays: 7,
  searchPlaceholder: 'Search for artists, producers, DJs...',
} as const;

export const COLLAB_MESSAGES = {
  initiatedTitle: 'Quantum Collaboration Initiated',
  feeProcessedTitle: 'Collaboration Fee Processed',
  requestSent: 'Collaboration request sent',
  requestPending: 'You already have a pending request with this artist',
  requestSelf: 'You cannot send a collaboration request to yourself',
  requestLimit: `You can send ${COLLAB.requestsPerDay} collaboration requests a day. Please try again tomorrow.`,
  notAvailable: 'This artist is not open to collaborations right now',
  accepted: 'Collaboration started',
  proposalDeclined: 'Proposal declined',
  declined: 'Request declined',
  notMember: 'Collaboration not found',
  signInForMatches: 'Sign in to see how well you match',
  noProfile: 'Create your collab profile to get personal matches',
  skillsRequired: 'Choose at least one skill',
  collabTypesRequired: 'Choose at least one collaboration type',
  ratingOnce: 'You have already rated this collaboration',
  ratingAfterCompletion: 'You can rate once the collaboration is completed',
  notEnoughSound: 'Not enough analysed tracks to compare sound',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);

/** PUT /api/collab/profile */
export const collabProfileSchema = z.object({
  skills: z.array(z.enum(COLLAB.skills)).min(1, COLLAB_MESSAGES.skillsRequired).max(COLLAB.skillsMax),
  collabType: z.array(z.enum(COLLAB.collabTypes)).min(1, COLLAB_MESSAGES.collabTypesRequired),
  isAvailable: z.boolean().default(true),
  description: trimmed(COLLAB.descriptionMax).default(''),
  /** Ids of the user's own published tracks. */
  examples: z.array(z.number().int().positive()).max(COLLAB.examplesMax).default([]),
  rateInfo: trimmed(COLLAB.rateInfoMax).default(''),
  equipment: z.array(trimmed(COLLAB.equipmentItemMax).min(1)).max(COLLAB.equipmentMax).default([]),
});
export type CollabProfileInput = z.input<typeof collabProfileSchema>;

export interface CollabProfile {
  userId: number;
  skills: string[];
  collabType: string[];
  isAvailable: boolean;
  description: string;
  examples: { id: number; title: string }[];
  rateInfo: string;
  equipment: string[];
  updatedAt: string;
}

/** GET /api/collab/matches query. */
export const matchQuerySchema = z.object({
  genre: z.string().trim().max(60).optional(),
  skill: z.string().trim().max(60).optional(),
  location: z.string().trim().max(100).optional(),
  collabType: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type MatchQuery = z.input<typeof matchQuerySchema>;

/** The named scores of a match (0-100 each), every one computed by the formula of decision 0033. */
export interface MatchScores {
  /** The match percentage (part 1's matchPercentage = part 2's quantumScore). */
  quantumScore: number;
  culturalCompatibility: number;
  creativeSynergy: number;
  /** null when either side has too few analysed tracks to compare sound. */
  neuralHarmony: number | null;
  collaborationPotential: number;
  soulAlignment: number;
  energyMatch: number | null;
  /** A label from quantumScore: 'Perfect Resonance', 'Strong Resonance', 'Good Resonance', 'Emerging Resonance'. */
  quantumResonance: string;
}

/**
 * The weights of the match percentage (decision 0033), out of 100. When either side has fewer than
 * `COLLAB_MATCHING.soundMinTracks` analysed tracks, sound is not compared and its weight is shared among the
 * others in proportion (each weight is divided by 0.8).
 */
export const MATCH_WEIGHTS = {
  genres: 25,
  skills: 20,
  collabTypes: 10,
  location: 10,
  sound: 20,
  reliability: 15,
} as const;
export type MatchSignal = keyof typeof MATCH_WEIGHTS;

/** Further constants of matching (decision 0033). */
export const COLLAB_MATCHING = {
  /** Analysed tracks each side needs before their sound is compared. */
  soundMinTracks: 2,
  /** Reasons shown on a card, at most. */
  reasonsMax: 3,
  /** Published tracks shown as a card's recent work. */
  recentWorkMax: 3,
  /** Options of the location filter, at most (the most common first). */
  locationOptionsMax: 50,
} as const;

/** Texts of collab profiles and matching (the server answers them; the client shows them as they are). */
export const COLLAB_PROFILE_MESSAGES = {
  profileNotFound: 'No collab profile yet',
  artistNotFound: 'Artist not found',
  matchNotFound: 'This artist is not open to collaborations',
  examplesOwnPublished: 'Examples must be your own published tracks',
  saved: 'Collab profile saved',
  /** Shown when neuralHarmony is null: sound is left out and its weight is shared among the other signals. */
  soundLeftOut: `Sound is not compared until you both have at least ${COLLAB_MATCHING.soundMinTracks} analysed tracks; its weight is shared among the other signals.`,
} as const;

/** quantumResonance labels, from the highest threshold down (quantumScore at or above `min`). */
export const RESONANCE_LEVELS = [
  { min: 85, label: 'Perfect Resonance' },
  { min: 70, label: 'Strong Resonance' },
  { min: 50, label: 'Good Resonance' },
  { min: 0, label: 'Emerging Resonance' },
] as const;

/** The quantumResonance label of a quantumScore (0-100). */
export function quantumResonance(score: number): string {
  return (RESONANCE_LEVELS.find((level) => score >= level.min) ?? RESONANCE_LEVELS[3]).label;
}

/** How each named score is computed, in plain words (the matchmaker's 'how this is computed' lines). */
export const MATCH_SCORE_EXPLANATIONS: Record<keyof MatchScores, string> = {
  quantumScore:
    `The match percentage: genres ${MATCH_WEIGHTS.genres}%, complementary skills ${MATCH_WEIGHTS.skills}%, ` +
    `sound ${MATCH_WEIGHTS.sound}%, reliability ${MATCH_WEIGHTS.reliability}%, collaboration types ` +
    `${MATCH_WEIGHTS.collabTypes}% and location ${MATCH_WEIGHTS.location}%. Without enough analysed tracks to ` +
    'compare sound, its share goes to the others.',
  culturalCompatibility: 'Where you both are (same city, or same country) and how many genres you share.',
  creativeSynergy:
    'What one of you offers that the other needs (a producer and a vocalist), and the kinds of collaboration you both want.',
  neuralHarmony:
    'How close your sound profiles are: tempo (half and double time count), key, energy and danceability of your analysed tracks.',
  energyMatch: 'How close the average energy of your analysed tracks is.',
  soulAlignment: "Mutual listening: your plays and likes of each other's tracks.",
  collaborationPotential:
    'Their reliability (requests answered, collaborations completed, ratings from collaborators) and how active they are.',
  quantumResonance: `A label for the match percentage: ${RESONANCE_LEVELS.slice(0, -1)
    .map((level) => `${level.label} from ${level.min}`)
    .join(', ')}, ${RESONANCE_LEVELS[RESONANCE_LEVELS.length - 1]!.label} below.`,
};

/** A genre as people read it: the registration label when there is one ('r&b' is 'R&B'), else capitalised. */
export function genreLabel(genre: string): string {
  const lower = genre.trim().toLowerCase();
  const known = REGISTRATION_GENRES.find((label) => label.toLowerCase() === lower);
  if (known) return known;
  return lower.replace(
    /(^|[\s-])(\p{L})/gu,
    (_match, start: string, letter: string) => start + letter.toUpperCase(),
  );
}

/** A match card (part 1 Collab match + part 2 Match candidate). */
export interface CollabMatch {
  id: number;
  name: string;
  username: string;
  image: string | null;
  role: string;
  location: string | null;
  genres: string[];
  description: string;
  skills: string[];
  collabType: string[];
  verified: boolean;
  followers: number;
  completedCollabs: number;
  /** null when nobody has rated them yet. */
  avgRating: number | null;
  /** Percent of received requests answered; null when they have received none. */
  responseRate: number | null;
  equipment: string[];
  recentWork: { id: number; title: string }[];
  rateInfo: string;
  /** Absent for visitors (no personal percentage). */
  matchPercentage?: number;
  scores?: MatchScores;
  /** The top reasons, e.g. 'Both make Trap', 'You need vocals; Maya sings', 'Both in Atlanta'. */
  reasons: string[];
}

export interface MatchPage {
  matches: CollabMatch[];
  page: number;
  hasMore: boolean;
  /** True when the scores are personal (a signed-in user with a profile). */
  personal: boolean;
}

/** GET /api/collab/filters: the options of the Finder's filter chips, from the available profiles. */
export interface CollabFilters {
  genres: string[];
  skills: string[];
  locations: string[];
  collabTypes: string[];
}

/** A user's sound profile (Neural Analysis): averages of their analysed tracks. */
export interface SoundProfile {
  userId: number;
  analysedTracks: number;
  tempo: number | null;
  energy: number | null;
  danceability: number | null;
  loudness: number | null;
  keySpread: number | null;
  mainKey: string | null;
  /** Analysed tracks per key, the most used first (then by key). */
  keyCounts: KeyCount[];
}

/** How many of a sound profile's analysed tracks are in one key. */
export interface KeyCount {
  key: string;
  tracks: number;
}

/** POST /api/collab/requests */
export const collabRequestSchema = z.object({
  toUserId: z.number().int().positive(),
  message: trimmed(COLLAB.messageMax).min(1, 'Please write a short message'),
  project: trimmed(COLLAB.projectMax).min(1, 'Please name the project'),
});

export interface CollabRequest {
  id: number;
  from: { id: number; name: string; image: string | null };
  to: { id: number; name: string; image: string | null };
  message: string;
  project: string;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  collaborationId: number | null;
  createdAt: string;
}

/** A collaboration (part 2 Collaboration: artists, project, status, progress, quantumScore). */
export interface Collaboration {
  id: number;
  project: string;
  status: 'pending_payment' | 'proposed' | 'active' | 'completed' | 'cancelled' | 'declined' | 'expired';
  /** While proposed: who proposed it (and paid its fee) and until when the partner may answer. */
  proposal: { proposedBy: number; answerBy: string } | null;
  artists: { id: number; name: string; image: string | null }[];
  /** Percent of milestones ticked (0 when there are none). */
  progress: number;
  quantumScore: number | null;
  source: 'request' | 'matchmaker';
  createdAt: string;
  completedAt: string | null;
  milestones: { id: number; title: string; done: boolean; doneAt: string | null }[];
  /** The rating the caller gave, once completed (null until they rate). */
  myRating: number | null;
}

export const milestoneSchema = z.object({
  title: trimmed(COLLAB.milestoneMax).min(1, 'Please name the milestone'),
});
export const threadMessageSchema = z.object({
  body: trimmed(COLLAB.threadMessageMax).min(1, 'Please write a message'),
});
export const ratingSchema = z.object({ rating: z.number().int().min(1).max(5) });
/** POST /api/collab/matchmaker/start: starts a collaboration with the setup fee. */
export const matchmakerStartSchema = z.object({
  partnerId: z.number().int().positive(),
  project: trimmed(COLLAB.projectMax).min(1, 'Please name the project'),
});

/** Further texts of requests and collaborations (the server answers them; the client shows them as they are). */
export const COLLABORATION_MESSAGES = {
  requestNotFound: 'Request not found',
  notRecipient: 'Only the artist who received this request can answer it',
  alreadyAnswered: 'This request has already been answered',
  notActive: 'Only an active collaboration can be changed',
  milestoneNotFound: 'Milestone not found',
  startSelf: 'You cannot start a collaboration with yourself',
  completed: 'Collaboration completed',
  cancelled: 'Collaboration cancelled',
  rated: 'Thanks for rating your collaboration',
  proposalAnswered: 'This proposal has already been answered',
  notProposalPartner: 'Only the artist this collaboration was proposed to can answer it',
  proposalAccepted: 'Collaboration accepted',
} as const;

/** PATCH /api/collaborations/:id/milestones/:mid */
export const milestoneUpdateSchema = z.object({ done: z.boolean() });

/** GET /api/collab/requests */
export interface CollabRequests {
  incoming: CollabRequest[];
  outgoing: CollabRequest[];
}

/** POST /api/collab/requests/:id/decline: the request, now declined. */
export interface DeclinedCollabRequest {
  request: CollabRequest;
}

/** GET /api/collaborations: the caller's collaborations. */
export interface CollaborationList {
  collaborations: Collaboration[];
}

/** GET /api/collaborations/:id/messages: the latest messages of the thread, oldest first. */
export interface CollaborationThread {
  messages: CollaborationMessage[];
}

/** POST /api/collab/requests/:id/accept */
export interface AcceptedCollabRequest {
  request: CollabRequest;
  collaboration: Collaboration;
}

/** One message of a collaboration's thread (GET /api/collaborations/:id/messages). */
export interface CollaborationMessage {
  id: number;
  /** null when the author's account is gone. */
  userId: number | null;
  name: string;
  body: string;
  createdAt: string;
}

/** POST /api/collab/matchmaker/start: the collaboration waiting for its fee, and the fee's checkout. */
export interface MatchmakerStart {
  collaboration: Collaboration;
  checkout: Checkout;
}

/**
 * What GET /api/inbox adds to every message: the collaboration request it is about (kind 'collab_request'
 * for the recipient's message), where that request stands, and the collaboration it started. The inbox offers
 * Accept and Decline while `collabRequestStatus` is 'pending' and the reader is the request's recipient.
 */
export interface CollabInboxFields {
  collabRequestId: number | null;
  collabRequestStatus: CollabRequest['status'] | null;
  /** The collaboration the request started, or the one a proposal is about. */
  collaborationId: number | null;
  /** Where a proposal this message is about stands (null for any other message). */
  proposalStatus: Collaboration['status'] | null;
}
