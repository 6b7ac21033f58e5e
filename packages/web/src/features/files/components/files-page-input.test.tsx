import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { fakeServer } from '../test/fake-server';
import { FilesPage } from './files-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const option = (name: string) => within(screen.getByRole('listbox')).getByRole('option', { name });

/** An XMLHttpRequest that answers every upload with `status` and `body`, after one progress event. */
function stubUploads(status: number, body: unknown) {
  const forms: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as null | ((event: object) => void) };
    onload: null | (() => void) = null;
    onerror: null | (() => void) = null;
    onabort: null | (() => void) = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      forms.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return forms;
}

function drop(target: HTMLElement, files: File[]) {
  act(() => {
    fireEvent.dragEnter(target, { dataTransfer: { types: ['Files'], files } });
    fireEvent.drop(target, { dataTransfer: { types: ['Files'], files } });
  });
}

describe('file manager keyboard', () => {
  it('moves with the arrows, selects all with ctrl+A, clears with Escape and opens the menu with Shift+F10', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderWithProviders(<FilesPage />, { path: '/files?path=/Uploads' });
    await screen.findByRole('option', { name: 'sales.csv' });
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(option('Reports'));
    await user.keyboard('{ArrowDown}');
    expect(option('notes.txt')).toHaveFocus();
    expect(option('notes.txt')).toHaveAttribute('aria-selected', 'true');
    expect(option('Reports')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('3 items')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(option('Parent folder')).toHaveFocus();
    await user.keyboard('{End}{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu', { name: 'Actions for sales.csv' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Rename file' })).toBeInTheDocument();
  });
});

describe('file manager uploads', () => {
  it('uploads dropped files into the current folder with a progress bar per file', async () => {
    const { calls } = fakeServer();
    const forms = stubUploads(201, { success: true, files: [] });
    renderWithProviders(<FilesPage />, { path: '/files?path=/Uploads' });
    const area = await screen.findByRole('region', { name: 'Contents of Uploads' });
    const listsBefore = calls.length;
    drop(area, [new File(['a,b\n'], 'q3.csv'), new File(['x'], 'q4.csv')]);
    expect(screen.getByRole('progressbar', { name: 'Uploading q3.csv' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading q4.csv' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText('Uploaded')).toHaveLength(2));
    expect(forms[0]?.get('path')).toBe('Uploads');
    expect(forms[0]?.getAll('files').map((file) => (file as File).name)).toEqual(['q3.csv', 'q4.csv']);
    await waitFor(() => expect(calls.length).toBeGreaterThan(listsBefore));
  });

  it('alerts with the server’s reason when an upload is refused, else "Failed to upload files"', async () => {
    fakeServer();
    stubUploads(413, { success: false, error: '"big.csv" is larger than the upload limit of 1.0 GB.' });
    renderWithProviders(<FilesPage />, { path: '/files?path=/Uploads' });
    const area = await screen.findByRole('region', { name: 'Contents of Uploads' });
    drop(area, [new File(['x'], 'big.csv')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"big.csv" is larger than the upload limit of 1.0 GB.',
    );
    expect(screen.getByLabelText('Failed')).toBeInTheDocument();

    stubUploads(500, 'not json');
    drop(area, [new File(['x'], 'other.csv')]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload files'));
  });
});
