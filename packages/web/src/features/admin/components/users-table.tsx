import { KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '@ai-analyst/contract/admin-types';
import { formatDateTime } from '../../../utils/format';
import { displayName } from '../utils/format';
import { AdminTable } from './admin-table';

export type UserAction = 'edit' | 'disable' | 'enable' | 'reset';

const USER_COLUMNS = [
  'Name',
  'Email',
  'Role',
  'Status',
  'Last login',
  { label: 'Actions', className: 'admin-table-actions-head' },
];

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: string;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/** The organization's users; the table scrolls sideways inside its card on narrow screens. */
export function UsersTable({ users, currentUserId, onAction }: UsersTableProps) {
  return (
    <AdminTable label="Users table" columns={USER_COLUMNS}>
      {users.map((user) => {
        const self = user.id === currentUserId;
        const name = displayName(user);
        return (
          <tr key={user.id}>
            <td>
              <div className="admin-user-cell">
                <span className="admin-avatar" aria-hidden>
                  {name.charAt(0).toUpperCase()}
                </span>
                <div>
                  <p className="admin-cell-strong">
                    {name}
                    {self && <span className="admin-you"> (you)</span>}
                  </p>
                  <p className="admin-cell-muted">@{user.username}</p>
                </div>
              </div>
            </td>
            <td>{user.email || <span className="admin-cell-muted">—</span>}</td>
            <td>
              <span className={`admin-pill admin-pill-${user.role}`}>
                {user.role === 'admin' ? 'Admin' : 'User'}
              </span>
            </td>
            <td>
              <span className={`admin-status admin-status-${user.status}`}>
                <span className="admin-status-dot" aria-hidden />
                {user.status === 'active' ? 'Active' : 'Disabled'}
              </span>
            </td>
            <td className="admin-last-login">
              {user.last_login ? formatDateTime(user.last_login, '—') : 'Never'}
            </td>
            <td>
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button-ghost admin-button-sm"
                  aria-label={`Edit ${user.username}`}
                  onClick={() => onAction('edit', user)}
                >
                  <Pencil size={14} aria-hidden /> Edit
                </button>
                {user.status === 'active' ? (
                  <button
                    type="button"
                    className="button button-ghost admin-button-sm admin-text-danger"
                    aria-label={`Disable ${user.username}`}
                    title={self ? 'You cannot disable your own account' : undefined}
                    disabled={self}
                    onClick={() => onAction('disable', user)}
                  >
                    <UserX size={14} aria-hidden /> Disable
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-ghost admin-button-sm"
                    aria-label={`Enable ${user.username}`}
                    onClick={() => onAction('enable', user)}
                  >
                    <UserCheck size={14} aria-hidden /> Enable
                  </button>
                )}
                <button
                  type="button"
                  className="button button-ghost admin-button-sm"
                  aria-label={`Reset password of ${user.username}`}
                  onClick={() => onAction('reset', user)}
                >
                  <KeyRound size={14} aria-hidden /> Reset password
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
