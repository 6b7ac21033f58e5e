import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../features/admin/components/admin-page';
import { useSession } from '../../lib/session';

export default function AdminRoute() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <AdminPage
      user={user}
      onLogout={async () => {
        await signOut();
        navigate('/login', { replace: true });
      }}
      onBackToChat={() => navigate('/chat')}
    />
  );
}
