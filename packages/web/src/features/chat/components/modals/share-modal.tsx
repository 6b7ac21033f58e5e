import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Check, Copy, Lock } from 'lucide-react';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import type { ConversationShare } from '@ai-analyst/contract/sharing-types';
import { copyText } from '../../../../components/rich-content/copy-button';
import { chatKeys } from '../../api/queries';
import { createShare, getShare, revokeShare } from '../../api/sharing-api';
import { shareLink, stripTitleStamp } from '../../utils/title';
import { Modal } from './modal';
import '../../shared.css';

/**
 * Share: a conversation is private until its owner shares it read-only with their organization;
 * the link can be copied, and revoked (Stop sharing), after which it no longer opens.
 */
export function ShareModal({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const client = useQueryClient();
  const key = chatKeys.share(conversation.id);
  // Read afresh each time the dialog opens: the state may have changed in another tab.
  const current = useQuery({
    queryKey: key,
    queryFn: () => getShare(conversation.id),
    gcTime: 0,
    retry: false,
  });
  const setShare = (share: ConversationShare | null) => client.setQueryData(key, share);
  const share = current.data;
  const start = useMutation({ mutationFn: () => createShare(conversation.id), onSuccess: setShare });
  const stop = useMutation({
    mutationFn: () => revokeShare(conversation.id),
    onSuccess: () => setShare(null),
  });
  const [copied, setCopied] = useState(false);
  const busy = start.isPending || stop.isPending;
  const failure = start.error ?? stop.error;
  const error = failure
    ? failure instanceof Error
      ? failure.message
      : 'Something went wrong'
    : current.error
      ? current.error instanceof Error
        ? current.error.message
        : 'Could not read the sharing state'
      : null;
  const run = (action: typeof start | typeof stop) => {
    start.reset();
    stop.reset();
    action.mutate();
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
            Sharing gives everyone in your organization a read-only link. They see the messages, charts and
            tables, and can continue in a copy of their own; they cannot change yours.
          </p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => run(start)}>
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
            <input
              className="input"
              readOnly
              value={link}
              aria-label="Share link"
              onFocus={(e) => e.target.select()}
            />
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
              {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}{' '}
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <button type="button" className="button button-danger" disabled={busy} onClick={() => run(stop)}>
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
