// /chat: the chat page with the RCA workflow composed into it. 'Configure RCA Investigation'
// opens the workflow for the selected conversation. The server leaves a run's summary (or failure)
// in that conversation as an assistant message, which arrives over the chat socket. The tool panel
// opens from a Tools button among the chat header's buttons.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { chatKeys } from '../../features/chat/api/queries';
import { ChatPage } from '../../features/chat/components/chat-page';
import { RcaReports } from '../../features/rca/components/rca-report';
import { RcaWorkflow } from '../../features/rca/components/rca-workflow';
import { ToolPanelLauncher } from '../../features/tools/components/tool-panel-dialog';
import { useSession } from '../../lib/session';
import { DataLoaderSectionsProvider, type DataLoaderSection } from '../../lib/data-loader-sections';
import { ConnectionsLoaderSection } from '../../features/connections/components/connections-loader-section';

/** The Data Loader lists the organization's databases beside files and sheets. */
const DATA_LOADER_SECTIONS: DataLoaderSection[] = [(attach) => <ConnectionsLoaderSection onUse={attach} />];

export default function ChatRoute() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  /** The conversation whose RCA modal the user opened, if any. */
  const [rcaOpenFor, setRcaOpenFor] = useState<string | null>(null);
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <DataLoaderSectionsProvider sections={DATA_LOADER_SECTIONS}>
      <ChatPage
        user={user}
        onLogout={async () => {
          await signOut();
          navigate('/login', { replace: true });
        }}
        onOpenFiles={() => navigate('/files')}
        onConfigureRca={(conversation) => setRcaOpenFor(conversation.id)}
        renderRca={({ conversation, subscribeFrames }) => {
          const conversationId = conversation?.id ?? null;
          return (
            <RcaWorkflow
              open={conversationId !== null && rcaOpenFor === conversationId}
              onClose={() => setRcaOpenFor(null)}
              conversationId={conversationId}
              frames={subscribeFrames}
            />
          );
        }}
        headerActions={
          // The user's own tool choices; a change refreshes the chat's Tools select.
          <ToolPanelLauncher
            scope="personal"
            onToolsChanged={() => void queryClient.invalidateQueries({ queryKey: chatKeys.tools })}
          />
        }
      />
      {/* Investigation reports opened from the chat's "Open report" links, and the list of past ones. */}
      <RcaReports />
    </DataLoaderSectionsProvider>
  );
}
