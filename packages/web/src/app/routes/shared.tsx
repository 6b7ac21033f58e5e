// /shared/:shareId: a conversation shared read-only with the reader's organization.
import { useParams } from 'react-router-dom';
import { NoAccessPage, SharedConversationPage } from '../../features/chat/components/shared/shared-conversation-page';

export default function SharedRoute() {
  const { shareId } = useParams();
  return shareId ? <SharedConversationPage key={shareId} shareId={shareId} /> : <NoAccessPage />;
}
