import { useNavigate } from 'react-router-dom';
import { ChatPage } from '../../features/chat/components/chat-page';
import { useSession } from '../../lib/session';

export default function ChatRoute() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <ChatPage
      user={user}
      onLogout={async () => {
        await signOut();
        navigate('/login', { replace: true });
      }}
      onOpenFiles={() => navigate('/files')}
    />
  );
}
