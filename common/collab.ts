import { z } from 'zod';

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
  status: 'pending_payment' | 'active' | 'completed' | 'cancelled';
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
