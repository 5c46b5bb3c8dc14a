import type { Branding, Language, Me, PermissionKey, Permissions } from '@irama/contracts';
import { createContext, useContext } from 'react';

/** What every screen may know about the signed-in user (SPEC §4). */
export interface Session {
  token: string | null;
  /** Null until /me answers, and when it fails. */
  me: Me | null;
  isMeLoading: boolean;
  /** Empty (everything denied) before /me answers and when it fails. */
  permissions: Permissions;
  /** SPEC §2: a company whose only service is entertainment gets the not-found pages. */
  isEntertainmentOnly: boolean;
  branding: Branding;
  signIn: (token: string) => void;
  signOut: () => Promise<void>;
  changeLanguage: (language: Language) => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only valid under the app's session provider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider');
  return session;
}

/** A missing key, or permissions not loaded yet, means denied (SPEC §6). */
export function can(permissions: Permissions, key: PermissionKey | undefined): boolean {
  return key === undefined || permissions[key] === true;
}
