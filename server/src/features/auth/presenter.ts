import type { PublicUser } from '@common/auth';
import { findPlan, isVerifiedPlan } from '@common/plans';
import type { UserRow } from '../../db/schema';

/**
 * The only way a user leaves the server: fields are picked one by one, so the password hash
 * (and anything added to the row later) can never be sent by accident.
 */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    profileImage: user.profileImage,
    userType: user.userType,
    bio: user.bio,
    location: user.location,
    genres: Array.isArray(user.genres) ? user.genres : [],
    emailSubscribed: Boolean(user.emailSubscribed),
    role: user.role === 'admin' ? 'admin' : 'user',
    createdAt: user.createdAt,
    planId: user.planId && findPlan(user.planId) ? user.planId : null,
    verified: isVerifiedPlan(user.planId),
    emailVerified: Boolean(user.emailVerifiedAt) && Boolean(user.email),
    pendingEmail: user.pendingEmail ?? null,
  };
}
