import { useEffect, useState } from 'react';
import { Building2, Check, Copy, Lock } from 'lucide-react';
import type { Conversation } from '@ai-analyst/contract/chat';
import type { ConversationShare } from '@ai-analyst/contract/sharing';
import { copyText } from '../../../../components/rich-content/copy-button';
import { createShare, getShare, revokeShare } from '../../api/sharing-api';
import { shareLink, stripTitleStamp } from '../../utils/title';
import { Modal } from './modal';
import '../../shared.css';

/**
 * Share: a conversation is private until its owner shares it read-only with their organization;
 * the link can be copied, and revoked (Stop sharing), after which it no longer opens.
 */
export function ShareModal({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const [share, setShare] = useState<ConversationShare | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let cancelled = false;
    getShare(conversation.id).then(
      (current) => !cancelled && setShare(current),
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'Could not read the sharing state'),
    );
    return () => {
      cancelled = true;
    };
  }, [conversation.id]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  const link = share ? shareLink(share.path) : '';

  return (
    <Modal
      title="Share conversation"
      onClose={onClose}
      size="md"
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          Done
        </button>
      }
    >
      <p className="modal-lead">“{stripTitleStamp(conversation.title)}”</p>
      {share === undefined && !error && <p className="share-note">Loading...</p>}
      {share === null && (
        <div className="share-state">
          <p className="share-status">
            <Lock size={16} aria-hidden /> <strong>Private</strong> — only you can see it.
          </p>
          <p className="share-note">
            Sharing gives everyone in your organization a read-only link. They see the messages, charts
            and tables, and can continue in a copy of their own; they cannot change yours.
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void run(async () => setShare(await createShare(conversation.id)))}
          >
            <Building2 size={16} aria-hidden /> Share with my organization
          </button>
        </div>
      )}
      {share && (
        <div className="share-state">
          <p className="share-status">
            <Building2 size={16} aria-hidden /> <strong>Shared with your organization</strong> (read-only)
          </p>
          <div className="share-link-row">
            <input className="input" readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                void copyText(link).then(() => {
                  setCopied(true);
                  setTimeout(() => setCopied(false), 2000);
                })
              }
            >
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />} {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await revokeShare(conversation.id);
                setShare(null);
              })
            }
          >
            Stop sharing
          </button>
          <p className="share-note">Stopping makes the link stop working; sharing again creates a new one.</p>
        </div>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
