// The session: who is signed in, restored on start by validating stored tokens.
// It is one of the few truly global states, so it lives here and features read it by hook.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthTokens, User } from '@ai-analyst/contract/auth-types';
import { api } from './api-client';
import { clearTokens, readTokens, writeTokens } from './storage';

export type SessionStatus = 'loading' | 'ready';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Stores the tokens and the user of a successful login. */
  signIn: (tokens: AuthTokens, user: User) => void;
  /** Tells the server (best effort), then forgets the tokens and the user. */
  signOut: () => Promise<void>;
  /** Replaces the signed-in user's data, e.g. after a profile update. */
  setUser: (user: User) => void;
}

const SessionContext = createContext<Session | null>(null);

interface ValidateBody {
  success?: boolean;
  valid?: boolean;
  user?: User;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Without stored tokens there is nothing to validate, so the app is ready at once.
  const [status, setStatus] = useState<SessionStatus>(() => (readTokens() ? 'loading' : 'ready'));
  const [user, setUserState] = useState<User | null>(null);
  const userRef = useRef<User | null>(null);
  userRef.current = user;

  useEffect(() => {
    if (!readTokens()) return;
    let cancelled = false;
    api
      .get<ValidateBody>('/auth/validate/', { redirectOnAuthFailure: false })
      .then((body) => {
        if (cancelled) return;
        if (body?.success && body.valid && body.user) setUserState(body.user);
        else clearTokens();
      })
      .catch(() => {
        if (!cancelled) clearTokens();
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback((tokens: AuthTokens, nextUser: User) => {
    writeTokens({ ...tokens, token_type: tokens.token_type || 'Bearer' });
    setUserState(nextUser);
    setStatus('ready');
  }, []);

  const signOut = useCallback(async () => {
    if (userRef.current) {
      const refreshToken = readTokens()?.refresh_token;
      try {
        await api.post('/auth/logout/', refreshToken ? { refresh_token: refreshToken } : undefined, {
          skipAuthRefresh: true,
        });
      } catch {
        // Logging out must always succeed locally, whatever the server says.
      }
    }
    clearTokens();
    setUserState(null);
  }, []);

  useEffect(() => {
    const onTokenExpired = () => void signOut();
    window.addEventListener('tokenExpired', onTokenExpired);
    return () => window.removeEventListener('tokenExpired', onTokenExpired);
  }, [signOut]);

  const value = useMemo<Session>(
    () => ({ status, user, signIn, signOut, setUser: setUserState }),
    [status, user, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
