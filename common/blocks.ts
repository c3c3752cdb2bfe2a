/** Blocks between users' wire contract (decision 0058). */

/**
 * What a blocked user is told when they try something the block prevents. The texts say what cannot be done,
 * never that the other person blocked them.
 */
export const BLOCK_MESSAGES = {
  comment: "You can't comment on this artist's tracks",
  reply: "You can't reply to this comment",
  message: "You can't send messages to this person",
  collabRequest: "You can't send collaboration requests to this person",
  gift: "You can't send gifts to this person",
  tip: "You can't send tips to this person",
  joinParty: "You can't join this listening party",
  blockSelf: "You can't block yourself",
  userNotFound: 'User not found',
} as const;

export interface BlockedPerson {
  id: number;
  username: string;
  name: string;
  avatar: string | null;
  blockedAt: string;
}

export interface BlockList {
  blocked: BlockedPerson[];
}

/** POST/DELETE /api/blocks/:userId */
export interface BlockState {
  userId: number;
  blocked: boolean;
}
