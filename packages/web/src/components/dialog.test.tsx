import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

const classes = { backdrop: 'backdrop', panel: 'panel', header: 'header', body: 'body', footer: 'footer' };

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Rename"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          classes={classes}
          initialFocus={['input']}
          footer={<button type="button">Save</button>}
        >
          <input aria-label="Name" />
        </Dialog>
      )}
    </>
  );
}

describe('dialog', () => {
  it('is labelled by its title and puts focus on the first field, then back on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Rename' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Close button, field, Save: Tab from Save goes round to the close button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes once on Escape, on the close button and on the backdrop, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const page = render(<Page onClose={onClose} />);
    const open = () => user.click(screen.getByRole('button', { name: 'Open' }));
    await open();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await open();
    fireEvent.mouseDown(screen.getByRole('textbox'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(page.container.querySelector('.backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(3);
    // Escape with focus outside the dialog (on the page) closes it too.
    await open();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
