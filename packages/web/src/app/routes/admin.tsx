// /admin: the administration panel, with the tool management panel composed into its MCP Tools
// tab (the organization's switches and external MCP servers). A change there refreshes the chat's
// Tools select, which keeps its own cached list.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../features/admin/components/admin-page';
import { chatKeys } from '../../features/chat/api/queries';
import { ToolPanel } from '../../features/tools/components/tool-panel';
import { ConnectionsAdmin } from '../../features/connections/components/connections-admin';
import { useSession } from '../../lib/session';

export default function AdminRoute() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <AdminPage
      user={user}
      onLogout={async () => {
        await signOut();
        navigate('/login', { replace: true });
      }}
      onBackToChat={() => navigate('/chat')}
      connectionsPanel={<ConnectionsAdmin />}
      toolsPanel={
        <ToolPanel
          scope="organization"
          manageServers
          onToolsChanged={() => void queryClient.invalidateQueries({ queryKey: chatKeys.tools })}
        />
      }
    />
  );
}
