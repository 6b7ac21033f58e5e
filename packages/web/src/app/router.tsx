// The route table: /, /home, /login, /chat, /files, /shared/:shareId, /admin. Every page is its
// own lazily loaded chunk, so the landing page does not pay for the chat, and the chat does not
// pay for the landing page.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { useSession } from '../lib/session';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './routes/guards';

const LandingRoute = lazy(() => import('./routes/landing'));
const LoginRoute = lazy(() => import('./routes/login'));
const ChatRoute = lazy(() => import('./routes/chat'));
const AdminRoute = lazy(() => import('./routes/admin'));
const FilesRoute = lazy(() => import('./routes/files'));
const SharedRoute = lazy(() => import('./routes/shared'));

export function AppRoutes() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen label="Loading..." />}>
      <Routes>
        <Route path="/" element={<LandingRoute />} />
        <Route path="/home" element={<LandingRoute />} />
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/login" element={<LoginRoute />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route path="/chat/*" element={<ChatRoute />} />
          <Route path="/files" element={<FilesRoute />} />
          <Route path="/shared/:shareId" element={<SharedRoute />} />
          <Route element={<RequireAdmin />}>
            <Route path="/admin" element={<AdminRoute />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
