import { useId, useState } from 'react';
import { DialogActions } from '../../../components/confirm-dialog';
import { AdminDialog } from './admin-dialog';
import { ErrorAlert } from './admin-feedback';
import type { NewUser, UserChanges } from '../api/users';
import type { AdminUser } from '@ai-analyst/contract/admin-types';
import type { Role } from '@ai-analyst/contract/auth-types';

type Mode = { kind: 'create' } | { kind: 'edit'; user: AdminUser };

interface UserFormDialogProps {
  mode: Mode;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onCreate: (user: NewUser) => void;
  onUpdate: (id: string, changes: UserChanges) => void;
}

type Errors = Partial<Record<'username' | 'email' | 'password', string>>;

const USERNAME = /^[A-Za-z0-9._@-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the server's schema, so most mistakes are caught before a round trip. */
function validate(
  values: { username: string; email: string; password: string },
  create: boolean,
  setPassword: boolean,
) {
  const errors: Errors = {};
  const username = values.username.trim();
  if (create) {
    if (username.length < 2) errors.username = 'A username has at least 2 characters';
    else if (!USERNAME.test(username))
      errors.username = 'A username may hold letters, digits and . _ @ - only';
    if (setPassword && values.password.length < 8) errors.password = 'A password has at least 8 characters';
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** Add New User and Edit user: names, email, role, and for a new user the password choice. */
export function UserFormDialog({ mode, pending, error, onCancel, onCreate, onUpdate }: UserFormDialogProps) {
  const ids = useId();
  const editing = mode.kind === 'edit' ? mode.user : null;
  const [username, setUsername] = useState(editing?.username ?? '');
  const [firstName, setFirstName] = useState(editing?.first_name ?? '');
  const [lastName, setLastName] = useState(editing?.last_name ?? '');
  const [email, setEmail] = useState(editing?.email ?? '');
  const [role, setRole] = useState<Role>(editing?.role ?? 'user');
  const [passwordMode, setPasswordMode] = useState<'generate' | 'set'>('generate');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const found = validate({ username, email, password }, !editing, passwordMode === 'set');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = { first_name: firstName.trim(), last_name: lastName.trim(), email: email.trim(), role };
    if (editing) onUpdate(editing.id, common);
    else onCreate({ ...common, username: username.trim(), ...(passwordMode === 'set' && { password }) });
  };

  const field = (name: string) => `${ids}-${name}`;
  const errorOf = (name: keyof Errors) =>
    errors[name] ? (
      <p className="field-error" id={field(`${name}-error`)}>
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: keyof Errors) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': field(`${name}-error`) } : {};

  return (
    <AdminDialog
      title={editing ? `Edit ${editing.username}` : 'Add New User'}
      onClose={onCancel}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onCancel}
          label={editing ? 'Save changes' : 'Create user'}
          busyLabel="Saving..."
          busy={pending}
        />
      }
    >
      {error ? <ErrorAlert error={error} /> : null}
      <div className="field">
        <label htmlFor={field('username')}>Username</label>
        <input
          id={field('username')}
          className="input"
          value={username}
          autoComplete="off"
          disabled={!!editing}
          onChange={(event) => setUsername(event.target.value)}
          {...invalid('username')}
        />
        {errorOf('username')}
      </div>
      <div className="admin-form-row">
        <div className="field">
          <label htmlFor={field('first')}>First name</label>
          <input
            id={field('first')}
            className="input"
            value={firstName}
            autoComplete="off"
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={field('last')}>Last name</label>
          <input
            id={field('last')}
            className="input"
            value={lastName}
            autoComplete="off"
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={field('email')}>
          Email <span className="optional">(optional)</span>
        </label>
        <input
          id={field('email')}
          className="input"
          type="email"
          value={email}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
          {...invalid('email')}
        />
        {errorOf('email')}
      </div>
      <div className="field">
        <label htmlFor={field('role')}>Role</label>
        <select
          id={field('role')}
          className="input"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      {!editing && (
        <fieldset className="admin-fieldset">
          <legend>Password</legend>
          <label className="admin-radio">
            <input
              type="radio"
              name={field('password-mode')}
              checked={passwordMode === 'generate'}
              onChange={() => setPasswordMode('generate')}
            />
            Generate a temporary password
          </label>
          <label className="admin-radio">
            <input
              type="radio"
              name={field('password-mode')}
              checked={passwordMode === 'set'}
              onChange={() => setPasswordMode('set')}
            />
            Set a password
          </label>
          {passwordMode === 'set' && (
            <div className="field">
              <label htmlFor={field('password')}>New password</label>
              <input
                id={field('password')}
                className="input"
                type="password"
                value={password}
                autoComplete="new-password"
                onChange={(event) => setPassword(event.target.value)}
                {...invalid('password')}
              />
              {errorOf('password')}
            </div>
          )}
        </fieldset>
      )}
    </AdminDialog>
  );
}
