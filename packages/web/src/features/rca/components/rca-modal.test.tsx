import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RcaModal } from './rca-modal';

function renderModal(viewKey = 'form', onClose = vi.fn()) {
  const view = (key: string, body: ReactNode) => (
    <RcaModal
      title="Configure RCA Investigation"
      subtitle="Describe the problem"
      icon={<span>i</span>}
      viewKey={key}
      onClose={onClose}
      footer={<button type="button">Start</button>}
    >
      {body}
    </RcaModal>
  );
  const utils = render(view(viewKey, <textarea aria-label="Problem description" />));
  return { onClose, rerender: (key: string, body: ReactNode) => utils.rerender(view(key, body)) };
}

describe('RCA modal', () => {
  it('is a modal dialog labelled by its title and described by its subtitle, focused on its first field', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Configure RCA Investigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Describe the problem');
    expect(screen.getByLabelText('Problem description')).toHaveFocus();
    // Rendered outside the host's tree, into the document's body.
    expect(dialog.closest('.rca-backdrop')?.parentElement).toBe(document.body);
  });

  it('closes on Escape and on its close button, and keeps Tab inside', () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(screen.getByLabelText('Problem description'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    const start = screen.getByRole('button', { name: 'Start' });
    start.focus();
    fireEvent.keyDown(start, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('takes focus back into the dialog when its content is replaced', () => {
    const { rerender } = renderModal();
    rerender('progress', <p>Investigating…</p>);
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
