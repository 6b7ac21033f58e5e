import type { ReactNode } from 'react';
import { FolderOpen, PanelLeft, Pencil, Settings } from 'lucide-react';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import { ThemeToggle } from '../../../components/theme-toggle';
import { modeLabel } from '../utils/modes';
import { formatDateTime } from '../../../utils/format';
import { stripTitleStamp } from '../utils/title';
import { ConversationMenu, type ExportFormat } from './conversation-menu';
import { IconButton } from '../../../components/icon-button';

interface ChatHeaderProps {
  conversation: Conversation | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onRename: () => void;
  onOpenFiles: () => void;
  /** Buttons other features add before the header's own (the app passes the Tools button). */
  extraActions?: ReactNode;
  onSettings: () => void;
  /** Share and Export, for the selected conversation. */
  onShare?: () => void;
  onConversationSettings?: () => void;
  onExport?: (format: ExportFormat) => void;
  exporting?: ExportFormat | null;
}

/** The title (without its date-time stamp), the mode and creation time, and the page's buttons. */
export function ChatHeader({
  conversation,
  sidebarOpen,
  onToggleSidebar,
  onRename,
  onOpenFiles,
  extraActions,
  onSettings,
  onShare,
  onConversationSettings,
  onExport,
  exporting = null,
}: ChatHeaderProps) {
  return (
    <header className="chat-header">
      <button
        type="button"
        className="icon-button"
        aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <PanelLeft size={18} aria-hidden />
      </button>
      <div className="chat-header-text">
        {conversation ? (
          <>
            <div className="chat-header-title-row">
              <h2 className="chat-header-title" title={conversation.title}>
                {stripTitleStamp(conversation.title)}
              </h2>
              <IconButton
                label="Rename conversation"
                title="Rename"
                icon={Pencil}
                size={14}
                small
                onClick={onRename}
              />
            </div>
            <p className="chat-header-meta">
              <span className="mode-badge">QPN Mode: {modeLabel(conversation.qpn_mode)}</span>
              <span>{formatDateTime(conversation.created_at)}</span>
            </p>
          </>
        ) : (
          <h2 className="chat-header-title">AI Business Analytics &amp; Intelligence</h2>
        )}
      </div>
      <div className="chat-header-actions">
        {extraActions}
        <IconButton label="File Manager" icon={FolderOpen} size={18} onClick={onOpenFiles} />
        <IconButton label="Settings" icon={Settings} size={18} onClick={onSettings} />
        <ThemeToggle />
        {conversation && onShare && onExport && onConversationSettings && (
          <ConversationMenu
            onShare={onShare}
            onSettings={onConversationSettings}
            onExport={onExport}
            exporting={exporting}
          />
        )}
      </div>
    </header>
  );
}
