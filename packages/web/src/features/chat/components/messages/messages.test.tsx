import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BranchSwitcher } from './branch-switcher';
import { MessageEditBox } from './message-edit-box';
import { ToolSteps, toolStepsOf } from './tool-steps';
import type { Message } from '@ai-analyst/contract/chat-types';

describe('message edit box', () => {
  it('is three rows; Enter saves trimmed text, Shift+Enter does not, Escape cancels', () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<MessageEditBox initial="old" onSave={onSave} onCancel={onCancel} />);
    const box = screen.getByRole('textbox', { name: 'Edit message' });
    expect(box).toHaveAttribute('rows', '3');
    fireEvent.change(box, { target: { value: ' new text ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('new text');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });

  it('refuses a blank edit', () => {
    const onSave = vi.fn();
    render(<MessageEditBox initial="old" onSave={onSave} onCancel={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Edit message' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('branch switcher', () => {
  it('shows ‹ 2/3 › and switches to the neighbours', () => {
    const onSwitch = vi.fn();
    render(
      <BranchSwitcher branch={{ index: 2, count: 3, sibling_ids: ['a', 'b', 'c'] }} onSwitch={onSwitch} />,
    );
    expect(screen.getByText('2/3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next version' }));
    expect(onSwitch.mock.calls).toEqual([['a'], ['c']]);
  });

  it('is absent for a message without siblings, and disabled at the ends', () => {
    const { container } = render(
      <BranchSwitcher branch={{ index: 1, count: 1, sibling_ids: ['a'] }} onSwitch={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    render(<BranchSwitcher branch={{ index: 1, count: 2, sibling_ids: ['a', 'b'] }} onSwitch={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeDisabled();
  });
});

describe('tool steps', () => {
  const reply = (mode: string) =>
    ({
      id: 'm1',
      message_type: 'assistant',
      content: 'done',
      metadata: {
        mode,
        tool_calls: [
          {
            name: 'aggregate',
            arguments: { dataset: 'orders', groupBy: ['region'] },
            ok: true,
            result: '**North** leads.',
          },
          { name: 'forecast', arguments: { dataset: 'orders' }, ok: false, error: 'no date column' },
          { nonsense: true },
        ],
      },
    }) as unknown as Message;

  it('shows each call with its arguments and result, collapsed, in tool enhanced mode only', async () => {
    expect(toolStepsOf(reply('simple'))).toEqual([]);
    const steps = toolStepsOf(reply('tool_enhanced'));
    expect(steps.map((s) => s.name)).toEqual(['aggregate', 'forecast']);
    const { container } = render(<ToolSteps steps={steps} />);
    const outer = container.querySelector('details.tool-steps') as HTMLDetailsElement;
    expect(outer.open).toBe(false);
    expect(screen.getByText('Used 2 tools · 1 failed')).toBeInTheDocument();
    expect(screen.getByText('aggregate → forecast')).toBeInTheDocument();
    expect(screen.getByText(/"groupBy": \[/)).toBeInTheDocument();
    // The result is the tool's markdown narrative, rendered.
    expect((await screen.findByText('North')).tagName).toBe('STRONG');
    expect(screen.getByText('no date column')).toBeInTheDocument();
    expect(screen.getByLabelText('Failed')).toBeInTheDocument();
  });
});

describe('a stopped reply', () => {
  it('keeps its text and says it was stopped', async () => {
    const { messageParts } = await import('../../utils/message-parts');
    const { MessagePartView } = await import('./message-part');
    const stopped = {
      id: 'm9',
      message_type: 'assistant',
      content: 'Sales rose in',
      metadata: { model: 'analyst', stopped: true },
      processing_time: 0.4,
      attachments: [],
    } as unknown as Message;
    const parts = messageParts(stopped);
    expect(parts[0]).toMatchObject({ type: 'rich', content: 'Sales rose in' });
    render(<>{parts.filter((p) => p.type === 'details').map((p, i) => <MessagePartView key={i} part={p} />)}</>);
    expect(screen.getByText('Stopped · analyst · 0.4 s')).toBeInTheDocument();
  });
});

describe('conversation settings', () => {
  it('saves the instructions of a Custom conversation into its metadata', async () => {
    const { ConversationSettingsModal } = await import('../modals/conversation-settings-modal');
    const onSave = vi.fn(async () => undefined);
    const conversation = { id: 'c1', title: 't', qpn_mode: 'custom', metadata: { model: 'gpt-4' } } as never;
    render(<ConversationSettingsModal conversation={conversation} onSave={onSave} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Instructions for the assistant'), {
      target: { value: '  Answer in euros.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ model: 'gpt-4', system_prompt: 'Answer in euros.' });
  });

  it('explains how to get a Custom conversation when this one is not', async () => {
    const { ConversationSettingsModal } = await import('../modals/conversation-settings-modal');
    const conversation = { id: 'c1', title: 't', qpn_mode: 'simple', metadata: {} } as never;
    render(<ConversationSettingsModal conversation={conversation} onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByLabelText('Instructions for the assistant')).toBeNull();
    expect(screen.getByText(/choose Custom in “Select Processing Mode”/)).toBeInTheDocument();
  });
});
