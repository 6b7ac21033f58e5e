import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ArrowLeft,
  BarChart3,
  Building2,
  Database,
  Inbox,
  LogOut,
  ScrollText,
  Settings,
  Shield,
  Users,
  Wrench,
} from 'lucide-react';
import type { User } from '@ai-analyst/contract/auth-types';
import { ThemeToggle } from '../../../components/theme-toggle';
import { AdminTabs, panelId, tabId, type AdminTab } from './admin-tabs';
import { useContactRequests } from '../api/audit';
import { AnalyticsTab } from './analytics-tab';
import { AuditTab } from './audit-tab';
import { ContactsTab } from './contacts-tab';
import { OrganizationTab } from './organization-tab';
import { SettingsTab } from './settings-tab';
import { ToolsTab } from './tools-tab';
import { UsersTab } from './users-tab';
import '../admin.css';
import '../admin-table.css';
import '../admin-dialog.css';
import '../admin-forms.css';
import '../admin-charts.css';

export type AdminTabId =
  | 'users'
  | 'organizations'
  | 'tools'
  | 'settings'
  | 'analytics'
  | 'audit-logs'
  | 'contact-requests'
  | 'connections';

const TABS: readonly AdminTab<AdminTabId>[] = [
  { id: 'users', label: 'Users', icon: Users },
  { id: 'organizations', label: 'Organizations', icon: Building2 },
  { id: 'tools', label: 'MCP Tools', icon: Wrench },
  { id: 'settings', label: 'Settings', icon: Settings },
  { id: 'analytics', label: 'Analytics', icon: BarChart3 },
  { id: 'audit-logs', label: 'Audit Logs', icon: ScrollText },
  { id: 'contact-requests', label: 'Contact requests', icon: Inbox },
  { id: 'connections', label: 'Connections', icon: Database },
];

const isTab = (value: string | null, tabs: readonly AdminTab<AdminTabId>[]): value is AdminTabId =>
  tabs.some((tab) => tab.id === value);

interface AdminPageProps {
  user: User;
  onLogout: () => void;
  onBackToChat: () => void;
  /** The tool management panel, supplied by the app; absent while tools are off. */
  toolsPanel?: ReactNode;
  /** The database connections panel, supplied by the app. */
  connectionsPanel?: ReactNode;
}

/**
 * The administration panel: the admin's organization, its users, settings,
 * usage and audit log. The open tab is kept in the URL (?tab=users) so a reload keeps it.
 */
export function AdminPage({ user, onLogout, onBackToChat, toolsPanel, connectionsPanel }: AdminPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  // The contact inbox is the operator's: other organizations get a 403 (null) and no tab.
  const contacts = useContactRequests(1);
  const tabs = TABS.filter(
    (tab) =>
      (tab.id !== 'contact-requests' || contacts.data) && (tab.id !== 'connections' || connectionsPanel !== undefined),
  );
  const active: AdminTabId = isTab(requested, tabs) ? requested : 'users';
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  const select = (id: AdminTabId) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="admin-page">
      <header className="admin-header">
        <div className="admin-title">
          <span className="admin-badge" aria-hidden>
            <Shield size={18} />
          </span>
          <div>
            <h1>Administration Panel</h1>
            <p className="admin-user">{fullName}</p>
          </div>
        </div>
        <div className="admin-actions">
          <button type="button" className="button button-ghost" onClick={onBackToChat}>
            <ArrowLeft size={16} aria-hidden /> Chat
          </button>
          <ThemeToggle />
          <button type="button" className="button button-secondary" onClick={onLogout}>
            <LogOut size={16} aria-hidden /> Logout
          </button>
        </div>
      </header>
      <div className="admin-tabs-bar">
        <AdminTabs tabs={tabs} active={active} onSelect={select} label="Administration sections" />
      </div>
      <main
        className="admin-content"
        id={panelId(active)}
        role="tabpanel"
        aria-labelledby={tabId(active)}
        tabIndex={0}
      >
        {active === 'users' && <UsersTab currentUserId={user.id} orgCode={user.organization.code} />}
        {active === 'organizations' && <OrganizationTab />}
        {active === 'tools' && <ToolsTab panel={toolsPanel} />}
        {active === 'settings' && <SettingsTab />}
        {active === 'analytics' && <AnalyticsTab />}
        {active === 'audit-logs' && <AuditTab />}
        {active === 'contact-requests' && <ContactsTab />}
        {active === 'connections' && connectionsPanel}
      </main>
    </div>
  );
}
