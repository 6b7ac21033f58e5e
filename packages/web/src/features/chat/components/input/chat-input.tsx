import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Database, Paperclip, SendHorizontal, Square, Target } from 'lucide-react';
import type { ModelInfo, QpnMode } from '@ai-analyst/contract/chat-types';
import type { ToolInfo } from '../../api/chat-api';
import type { Attachment } from '../../hooks/use-attachments';
import { FileChips } from './file-chips';
import { ModelSelect, ToolSelect } from './input-selects';
import { ModePicker } from './mode-picker';
import { Suggestions } from './suggestions';

/** The message box grows with its text between these heights, in px. */
export const INPUT_MIN_HEIGHT = 44;
export const INPUT_MAX_HEIGHT = 120;

export interface ChatInputProps {
  mode: QpnMode | null;
  modeLocked: boolean;
  onModeChange: (mode: QpnMode) => void;
  /** Suggestions show only while the conversation has no messages. */
  showSuggestions: boolean;
  attachments: Attachment[];
  uploading: boolean;
  onAttach: (files: File[]) => void;
  onRemoveAttachment: (id: string) => void;
  models: ModelInfo[];
  model: string;
  onModelChange: (model: string) => void;
  tools: ToolInfo[];
  tool: string;
  onToolChange: (tool: string) => void;
  onOpenDataLoader: () => void;
  onConfigureRca?: () => void;
  onTyping?: (typing: boolean) => void;
  /** Sends the text; the input clears itself. */
  onSend: (text: string) => void;
  sending?: boolean;
  /** Admins are told where to add a missing API key. */
  isAdmin?: boolean;
  /** While a reply is written, the send button becomes Stop generating. */
  onStop?: () => void;
  stopping?: boolean;
}

/** The input area: suggestions, mode, RCA, chips, tools, model, attach, data, text, send. */
export function ChatInput(props: ChatInputProps) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typingRef = useRef(false);
  const hasFiles = props.attachments.some((a) => a.status === 'ready');
  const canSend = (text.trim() !== '' || hasFiles) && !props.uploading && !props.sending;

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(INPUT_MAX_HEIGHT, Math.max(INPUT_MIN_HEIGHT, el.scrollHeight))}px`;
  }, [text]);

  const setTyping = (typing: boolean) => {
    if (typingRef.current === typing) return;
    typingRef.current = typing;
    props.onTyping?.(typing);
  };

  const send = () => {
    if (!canSend) return;
    props.onSend(text.trim());
    setText('');
    setTyping(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="chat-input-area">
      {props.showSuggestions && (
        <Suggestions
          mode={props.mode}
          onPick={(suggestion) => {
            setText(suggestion);
            area.current?.focus();
          }}
        />
      )}
      {/* Once the conversation has its mode, the header's badge shows it and the picker folds away. */}
      <div className={`input-options${props.modeLocked && props.mode !== 'rca' ? ' is-empty' : ''}`}>
        {!props.modeLocked && (
          <ModePicker value={props.mode} locked={false} onChange={props.onModeChange} />
        )}
        {props.mode === 'rca' && (
          <button type="button" className="button button-secondary button-sm" onClick={props.onConfigureRca}>
            <Target size={14} aria-hidden /> Configure RCA Investigation
          </button>
        )}
      </div>
      <div className="composer">
        <FileChips attachments={props.attachments} onRemove={props.onRemoveAttachment} />
        <textarea
          ref={area}
          className="composer-text"
          rows={1}
          placeholder="Ask about your data..."
          aria-label="Message"
          value={text}
          style={{ minHeight: INPUT_MIN_HEIGHT, maxHeight: INPUT_MAX_HEIGHT }}
          onChange={(e) => {
            setText(e.target.value);
            setTyping(e.target.value !== '');
          }}
          onBlur={() => setTyping(false)}
          onKeyDown={onKeyDown}
        />
        <div className="composer-bar">
          <div className="composer-tools">
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="attach-input"
              onChange={(e) => {
                props.onAttach(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            <button
              type="button"
              className="icon-button"
              aria-label="Attach files"
              title="Attach files"
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip size={17} aria-hidden />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Data Loader"
              title="Data Loader"
              onClick={props.onOpenDataLoader}
            >
              <Database size={17} aria-hidden />
            </button>
            <ToolSelect tools={props.tools} value={props.tool} onChange={props.onToolChange} />
            <ModelSelect
              models={props.models}
              value={props.model}
              onChange={props.onModelChange}
              isAdmin={props.isAdmin}
            />
          </div>
          {props.onStop ? (
            <button
              type="button"
              className="send-button stop-button"
              aria-label="Stop generating"
              title="Stop generating"
              disabled={props.stopping}
              onClick={props.onStop}
            >
              <Square size={13} fill="currentColor" aria-hidden />
            </button>
          ) : (
            <button
              type="button"
              className="send-button"
              aria-label="Send message"
              title="Send (Enter)"
              disabled={!canSend}
              onClick={send}
            >
              <SendHorizontal size={17} aria-hidden />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
