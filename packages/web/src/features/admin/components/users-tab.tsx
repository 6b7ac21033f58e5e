import { useEffect, useState } from 'react';
import { Download, Search, UserPlus } from 'lucide-react';
import {
  fetchUsersCsv,
  useCreateUser,
  useResetPassword,
  useSetUserActive,
  useUpdateUser,
  useUserList,
  type UserListFilters,
} from '../api/users';
import type { AdminUser, UserStatus } from '@ai-analyst/contract/admin-types';
import type { Role } from '@ai-analyst/contract/auth-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadText } from '../../../lib/download';
import { AdminDialog } from './admin-dialog';
import { EmptyBlock, ErrorAlert, LoadingBlock, SuccessNotice, useTransientNotice } from './admin-feedback';
import { PaginationBar } from './pagination-bar';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable, type UserAction } from './users-table';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'confirm'; action: 'disable' | 'enable' | 'reset'; user: AdminUser }
  | { kind: 'password'; title: string; username: string; password: string };

/** Users tab: search, filters, the paged table and every action on a user. */
export function UsersTab({ currentUserId, orgCode }: { currentUserId: string; orgCode: string }) {
  const [filters, setFilters] = useState<UserListFilters>({ page: 1, search: '', role: '', status: '' });
  const [searchText, setSearchText] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const { notice, show } = useTransientNotice();
  const list = useUserList(filters);
  const create = useCreateUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const reset = useResetPassword();
  const confirmError = setActive.error ?? reset.error;

  // The search goes to the server a moment after typing stops, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) =>
        current.search === searchText.trim() ? current : { ...current, search: searchText.trim(), page: 1 },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const closeDialog = () => {
    for (const mutation of [create, update, setActive, reset]) mutation.reset();
    setDialog(null);
  };

  const onAction = (action: UserAction, user: AdminUser) =>
    setDialog(action === 'edit' ? { kind: 'edit', user } : { kind: 'confirm', action, user });

  const confirm = (action: 'disable' | 'enable' | 'reset', user: AdminUser) => {
    if (action === 'reset') {
      reset.mutate(user.id, {
        onSuccess: (body) => {
          reset.reset();
          if (body.temporary_password)
            setDialog({
              kind: 'password',
              title: 'Password reset',
              username: user.username,
              password: body.temporary_password,
            });
          else setDialog(null);
        },
      });
      return;
    }
    setActive.mutate(
      { id: user.id, active: action === 'enable' },
      {
        onSuccess: () => {
          closeDialog();
          show(`${user.username} is ${action === 'enable' ? 'enabled' : 'disabled'}.`);
        },
      },
    );
  };

  const exportUsers = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadText(await fetchUsersCsv(), `users-${orgCode.toLowerCase()}.csv`);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  const filtered = filters.search !== '' || filters.role !== '' || filters.status !== '';

  return (
    <section className="admin-card" aria-labelledby="admin-users-title">
      <div className="admin-card-header">
        <div>
          <h2 id="admin-users-title">Users</h2>
          <p className="admin-card-subtitle">People of your organization, their roles and access.</p>
        </div>
        <div className="admin-card-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={exporting}
            onClick={() => void exportUsers()}
          >
            <Download size={16} aria-hidden /> {exporting ? 'Exporting...' : 'Export Users'}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            <UserPlus size={16} aria-hidden /> Add New User
          </button>
        </div>
      </div>

      <div className="admin-filters" role="search">
        <div className="admin-search">
          <Search size={16} aria-hidden />
          <input
            className="input"
            type="search"
            placeholder="Search by name, username or email..."
            aria-label="Search users"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <select
          className="input"
          aria-label="Filter by role"
          value={filters.role}
          onChange={(event) => setFilters({ ...filters, role: event.target.value as Role | '', page: 1 })}
        >
          <option value="">All roles</option>
          <option value="admin">Admins</option>
          <option value="user">Users</option>
        </select>
        <select
          className="input"
          aria-label="Filter by status"
          value={filters.status}
          onChange={(event) =>
            setFilters({ ...filters, status: event.target.value as UserStatus | '', page: 1 })
          }
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="disabled">Disabled</option>
        </select>
      </div>

      {notice && <SuccessNotice>{notice}</SuccessNotice>}
      {exportError ? <ErrorAlert error={exportError} /> : null}
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <LoadingBlock label="Loading users..." />}
      {data && data.users.length === 0 && (
        <EmptyBlock title={filtered ? 'No users match these filters' : 'No users yet'}>
          {filtered ? 'Try another search or clear the filters.' : 'Add the first member of your team.'}
        </EmptyBlock>
      )}
      {data && data.users.length > 0 && (
        <div className={list.isPlaceholderData ? 'admin-stale' : undefined}>
          <UsersTable users={data.users} currentUserId={currentUserId} onAction={onAction} />
        </div>
      )}
      {data && data.pagination.total_count > 0 && (
        <PaginationBar
          pagination={data.pagination}
          noun="users"
          onPage={(page) => setFilters({ ...filters, page })}
        />
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          mode={dialog}
          pending={create.isPending || update.isPending}
          error={create.error ?? update.error}
          onCancel={closeDialog}
          onCreate={(user) =>
            create.mutate(user, {
              onSuccess: (body) => {
                create.reset();
                if (body.temporary_password) {
                  setDialog({
                    kind: 'password',
                    title: 'User created',
                    username: body.user.username,
                    password: body.temporary_password,
                  });
                } else {
                  setDialog(null);
                  show(`${body.user.username} is created.`);
                }
              },
            })
          }
          onUpdate={(id, changes) =>
            update.mutate(
              { id, changes },
              {
                onSuccess: (body) => {
                  closeDialog();
                  show(`${body.user.username} is updated.`);
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          dialog={AdminDialog}
          {...confirmText(dialog.action, dialog.user)}
          messageClassName="admin-dialog-text"
          busy={setActive.isPending || reset.isPending}
          alert={confirmError ? <ErrorAlert error={confirmError} /> : null}
          onCancel={closeDialog}
          onConfirm={() => confirm(dialog.action, dialog.user)}
        />
      )}
      {dialog?.kind === 'password' && (
        <TemporaryPasswordDialog
          title={dialog.title}
          username={dialog.username}
          password={dialog.password}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

function confirmText(action: 'disable' | 'enable' | 'reset', user: AdminUser) {
  const who = user.username;
  if (action === 'disable')
    return {
      title: 'Disable user',
      message: `Disable ${who}? They are signed out everywhere at once and cannot sign in until enabled again.`,
      confirmLabel: 'Disable',
      danger: true,
    };
  if (action === 'enable')
    return {
      title: 'Enable user',
      message: `Enable ${who}? They can sign in again with their password.`,
      confirmLabel: 'Enable',
    };
  return {
    title: 'Reset password',
    message: `Reset the password of ${who}? Their sessions end at once and a temporary password is generated, shown to you once.`,
    confirmLabel: 'Reset password',
    danger: true,
  };
}
