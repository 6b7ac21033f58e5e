// Route guards of the route table: signed in, signed out, admin. They assume the session has
// finished loading; the router shows 'Loading application...' until then.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** Signed-in users only; others go to /login. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Admins only; everyone else goes to /chat (which sends signed-out users on to /login). */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <Navigate to="/chat" replace />;
  return <Outlet />;
}

/** Pages for signed-out users (the login page); signed-in users go to /chat. */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  if (user) return <Navigate to="/chat" replace />;
  return <Outlet />;
}
