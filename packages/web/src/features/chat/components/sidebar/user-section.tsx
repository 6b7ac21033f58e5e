import { LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '@ai-analyst/contract/auth-types';
import { IconButton } from '../../../../components/icon-button';

/**
 * The signed-in user at the foot of the sidebar: initial, username, role, Administration (admins
 * only), Settings and Logout.
 */
export function UserSection({
  user,
  onLogout,
  onSettings,
}: {
  user: User;
  onLogout: () => void;
  onSettings?: () => void;
}) {
  const initial = (user.firstName || user.username).charAt(0).toUpperCase();
  return (
    <div className="user-section">
      <span className="avatar" aria-hidden>
        {initial}
      </span>
      <div className="user-meta">
        <span className="user-name" title={user.username}>
          {user.username}
        </span>
        <span className="user-role">{user.role}</span>
      </div>
      {user.role === 'admin' && (
        <Link className="icon-button" to="/admin" aria-label="Administration" title="Administration">
          <ShieldCheck size={16} aria-hidden />
        </Link>
      )}
      {onSettings && <IconButton label="Settings" icon={Settings} size={16} onClick={onSettings} />}
      <IconButton label="Logout" icon={LogOut} size={16} onClick={onLogout} />
    </div>
  );
}
