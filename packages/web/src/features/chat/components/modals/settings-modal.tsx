import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, Moon, Sun } from 'lucide-react';
import type { User } from '@ai-analyst/contract/auth-types';
import { DialogActions } from '../../../../components/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useTheme } from '../../../../lib/theme';
import { updatePersonalization } from '../../api/chat-api';
import { Modal } from './modal';

type Personalization = User['personalization'];

/** Settings: the theme, and the personalization the assistant reads. */
export function SettingsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { theme, setTheme } = useTheme();
  const { setUser } = useSession();
  const [form, setForm] = useState<Personalization>({
    role: user.personalization?.role ?? '',
    bio: user.personalization?.bio ?? '',
    responseStyle: user.personalization?.responseStyle ?? 'balanced',
  });
  const saveProfile = useMutation({
    mutationFn: () => updatePersonalization({ ...form, role: form.role.trim(), bio: form.bio.trim() }),
    onSuccess: (updated) => {
      setUser(updated);
      onClose();
    },
  });
  const saving = saveProfile.isPending;
  const error = saveProfile.error
    ? saveProfile.error instanceof ApiError && saveProfile.error.serverError
      ? saveProfile.error.serverError
      : 'Profile update failed'
    : null;
  const save = () => saveProfile.mutate();

  return (
    <Modal
      title="Settings"
      onClose={onClose}
      size="md"
      footer={
        <DialogActions onCancel={onClose} label="Save" busyLabel="Saving..." busy={saving} onAction={save} />
      }
    >
      {error && (
        <div className="alert alert-error" role="alert">
          <AlertCircle size={16} aria-hidden />
          <span>{error}</span>
        </div>
      )}
      <section className="settings-section">
        <h3>Theme</h3>
        <div className="segmented" role="radiogroup" aria-label="Theme">
          {(['light', 'dark'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={theme === option}
              className={theme === option ? 'is-active' : ''}
              onClick={() => setTheme(option)}
            >
              {option === 'light' ? <Sun size={14} aria-hidden /> : <Moon size={14} aria-hidden />}
              {option === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </div>
      </section>
      <section className="settings-section">
        <h3>Personalization</h3>
        <p className="muted">The analyst takes these into account in every answer.</p>
        <div className="field">
          <label htmlFor="settings-role">Your Role</label>
          <input
            id="settings-role"
            className="input"
            maxLength={200}
            placeholder="e.g. Head of Sales Operations"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="settings-bio">Bio</label>
          <textarea
            id="settings-bio"
            className="input"
            rows={3}
            maxLength={2000}
            placeholder="What you work on and what you care about"
            value={form.bio}
            onChange={(e) => setForm({ ...form, bio: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="settings-style">Response Style</label>
          <select
            id="settings-style"
            className="input"
            value={form.responseStyle}
            onChange={(e) =>
              setForm({ ...form, responseStyle: e.target.value as Personalization['responseStyle'] })
            }
          >
            <option value="concise">Concise</option>
            <option value="balanced">Balanced</option>
            <option value="detailed">Detailed</option>
          </select>
        </div>
      </section>
    </Modal>
  );
}
