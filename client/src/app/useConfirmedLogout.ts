import { useAuth } from '@/features/auth/useAuth';

/** The question asked before logging out (part 1, section 2). */
const LOGOUT_CONFIRMATION = 'Are you sure you want to logout?';

/** Logout that first asks for confirmation; resolves to whether the user is now signed out. */
export function useConfirmedLogout(): () => Promise<boolean> {
  const { logout } = useAuth();
  return async () => {
    if (!window.confirm(LOGOUT_CONFIRMATION)) return false;
    return logout();
  };
}
