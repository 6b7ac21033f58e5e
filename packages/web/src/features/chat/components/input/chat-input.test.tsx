import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChatInput, type ChatInputProps } from './chat-input';

function setup(overrides: Partial<ChatInputProps> = {}) {
  const onSend = vi.fn();
  const props: ChatInputProps = {
    mode: null,
    modeLocked: false,
    onModeChange: vi.fn(),
    showSuggestions: true,
    attachments: [],
    uploading: false,
    onAttach: vi.fn(),
    onRemoveAttachment: vi.fn(),
    models: [{ id: 'builtin', name: 'Built-in Analyst', provider: 'builtin', available: true }],
    model: 'builtin',
    onModelChange: vi.fn(),
    tools: [],
    tool: '',
    onToolChange: vi.fn(),
    onOpenDataLoader: vi.fn(),
    onSend,
    ...overrides,
  };
  render(<ChatInput {...props} />);
  return { onSend, props, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('chat input', () => {
  it('sends on Enter and clears, but Shift+Enter does not send', () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(box).toHaveValue('');
  });

  it('offers Stop generating instead of Send while a reply is written, once', () => {
    const onStop = vi.fn();
    setup({ onStop });
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('lists every model; those without a key are disabled, with what to do about it', () => {
    const models = [
      { id: 'analyst', name: 'Built-in analyst', provider: 'builtin', available: true },
      { id: 'gpt-4', name: 'GPT-4', provider: 'openai', available: false },
      { id: 'claude-3', name: 'Claude 3', provider: 'anthropic', available: false },
    ] as ChatInputProps['models'];
    setup({ models, model: 'analyst', isAdmin: true });
    const select = screen.getByRole('combobox', { name: 'Model' });
    const gpt = screen.getByRole('option', { name: 'GPT-4' }) as HTMLOptionElement;
    expect(gpt.disabled).toBe(true);
    expect(gpt.parentElement?.getAttribute('label')).toBe('Add an API key in Administration → Settings');
    expect((screen.getByRole('option', { name: 'Built-in analyst' }) as HTMLOptionElement).disabled).toBe(false);
    expect(select.querySelectorAll('option')).toHaveLength(3);
  });

  it('tells other users the model is not configured by their administrator', () => {
    const models = [
      { id: 'analyst', name: 'Built-in analyst', provider: 'builtin', available: true },
      { id: 'gpt-4', name: 'GPT-4', provider: 'openai', available: false },
    ] as ChatInputProps['models'];
    setup({ models, model: 'analyst' });
    const gpt = screen.getByRole('option', { name: 'GPT-4' });
    expect(gpt.parentElement?.getAttribute('label')).toBe('Not configured by your administrator');
  });

  it('keeps Stop disabled while the stop is on its way', () => {
    setup({ onStop: vi.fn(), stopping: true });
    expect(screen.getByRole('button', { name: 'Stop generating' })).toBeDisabled();
  });

  it('keeps send disabled while the text is blank and there are no files', () => {
    const { onSend, box } = setup();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('can send files without text, but not while one is uploading', () => {
    const ready = {
      id: 'a',
      label: 'sales.csv',
      value: 'sales.csv',
      status: 'ready' as const,
      progress: 100,
    };
    setup({ attachments: [ready] });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove sales.csv' })).toBeInTheDocument();
  });

  it('shows upload progress and blocks sending until the upload is done', () => {
    const uploading = { id: 'a', label: 'big.csv', value: null, status: 'uploading' as const, progress: 40 };
    const { box } = setup({ attachments: [uploading], uploading: true });
    fireEvent.change(box, { target: { value: 'x' } });
    expect(screen.getByRole('progressbar', { name: 'Uploading big.csv' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('shows suggestions only when asked, and a suggestion fills the box', () => {
    const { box } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'How do I load my data?' }));
    expect(box).toHaveValue('How do I load my data?');
  });

  it('offers the modes with the once-only note, and the RCA button for RCA', () => {
    setup({ mode: 'rca', showSuggestions: false, onConfigureRca: vi.fn() });
    expect(screen.getByLabelText('Select Processing Mode')).toHaveValue('rca');
    expect(screen.getByText('Can only be set once per conversation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Configure RCA Investigation/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I load my data?' })).toBeNull();
    const options = Array.from(
      screen.getByLabelText('Select Processing Mode').querySelectorAll('option'),
    ).map((o) => o.textContent);
    expect(options).toEqual(['Simple', 'Tool Enhanced', 'RCA (Root Cause Analysis)', 'Time Series', 'EDA', 'Custom']);
  });

  it('hides the tool select when there are no tools and lists them with No tool otherwise', () => {
    setup();
    expect(screen.queryByRole('combobox', { name: 'Tool' })).toBeNull();
  });

  it('lists No tool plus the tools', () => {
    setup({
      tools: [{ id: 'run_sql', name: 'run_sql', description: 'SQL', enabled: true, type: 'builtin' }],
    });
    const options = Array.from(screen.getByRole('combobox', { name: 'Tool' }).querySelectorAll('option'));
    expect(options.map((o) => o.textContent)).toEqual(['No tool', 'run_sql']);
  });
});
