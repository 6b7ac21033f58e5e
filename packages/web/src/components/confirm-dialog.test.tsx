import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { dialogInLook } from './dialog';

const LookDialog = dialogInLook(
  { backdrop: 'backdrop', panel: 'panel', header: 'header', body: 'body', footer: 'footer' },
  ['.footer button:last-child'],
);

describe('confirm dialog', () => {
  it('is an alert dialog named by its title and described by its message; Cancel and confirm call back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        dialog={LookDialog}
        title="Disable user"
        message="Disable riley?"
        confirmLabel="Disable"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Disable user' });
    expect(dialog).toHaveAccessibleDescription('Disable riley?');
    const confirm = screen.getByRole('button', { name: 'Disable' });
    expect(confirm).toHaveClass('button', 'button-danger');
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy shows the busy label on a disabled confirm button; the alert and note stand around the message', () => {
    render(
      <ConfirmDialog
        dialog={LookDialog}
        role="dialog"
        title="Confirm Deletion"
        message="Delete it?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy
        alert={<p role="alert">It failed</p>}
        note={<p>This cannot be undone.</p>}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveClass('button-primary');
    expect(dialog.textContent).toContain('It failedDelete it?This cannot be undone.');
  });
});
