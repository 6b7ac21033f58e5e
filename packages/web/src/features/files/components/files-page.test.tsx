import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { fakeServer } from '../test/fake-server';
import { FilesPage } from './files-page';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderPage(path = '/files?path=/Uploads') {
  return renderWithProviders(
    <>
      <FilesPage />
      <Search />
    </>,
    { path },
  );
}

const option = (name: string) => screen.getByRole('option', { name });
const names = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((el) => el.getAttribute('aria-label'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('file manager page', () => {
  it('lists the folder of the address bar: parent first, folders before files, storage and breadcrumb', async () => {
    const { calls } = fakeServer();
    renderPage();
    await screen.findByRole('option', { name: 'sales.csv' });
    expect(calls[0]?.url).toBe('/api/files/list/?path=Uploads');
    expect(names()).toEqual(['Parent folder', 'Reports', 'notes.txt', 'sales.csv']);
    expect(screen.getByText('1.5 KB of 5.0 GB used')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((link) => link.textContent)).toEqual(['Home', 'Uploads']);
    expect(crumbs[1]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toBeInTheDocument();
  });

  it('shows "This folder is empty" for an empty folder', async () => {
    fakeServer();
    renderPage('/files?path=/Uploads/Reports');
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
  });

  it('filters by search and reverses the order with the direction toggle', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('option', { name: 'sales.csv' });
    await user.click(screen.getByRole('button', { name: 'Sort ascending' }));
    expect(names()).toEqual(['Parent folder', 'Reports', 'sales.csv', 'notes.txt']);
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'SAL');
    expect(names()).toEqual(['Parent folder', 'sales.csv']);
  });

  it('selects on click, adds with ctrl or meta click, and replaces on a plain click', async () => {
    fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('option', { name: 'sales.csv' }));
    expect(option('sales.csv')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(option('notes.txt'), { ctrlKey: true });
    fireEvent.click(option('Reports'), { metaKey: true });
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    fireEvent.click(option('notes.txt'), { ctrlKey: true });
    expect(option('notes.txt')).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(option('Reports'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(option('sales.csv')).toHaveAttribute('aria-selected', 'false');
  });

  it('opens a folder on double-click, keeps it in the address bar and clears the selection', async () => {
    const { calls } = fakeServer();
    renderPage('/files');
    fireEvent.click(await screen.findByRole('option', { name: 'Uploads' }));
    fireEvent.doubleClick(option('Uploads'));
    await screen.findByRole('option', { name: 'sales.csv' });
    expect(screen.getByTestId('search')).toHaveTextContent('?path=%2FUploads');
    expect(calls.at(-1)?.url).toBe('/api/files/list/?path=Uploads');
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    fireEvent.doubleClick(option('Parent folder'));
    await screen.findByRole('option', { name: 'Uploads' });
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('offers the context menu on a file, a folder and the blank area', async () => {
    fakeServer();
    renderPage();
    const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    fireEvent.contextMenu(await screen.findByRole('option', { name: 'sales.csv' }));
    expect(menuItems()).toEqual(['Download', 'Rename', 'Delete']);
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.contextMenu(option('Reports'));
    expect(menuItems()).toEqual(['Rename', 'Delete']);
    fireEvent.mouseDown(document.body);
    fireEvent.contextMenu(screen.getByRole('region', { name: 'Contents of Uploads' }));
    expect(menuItems()).toEqual(['New Folder', 'Upload Files', 'Refresh']);
  });

  it('ignores an empty folder name and creates a named one in the current folder', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('option', { name: 'sales.csv' });
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New Folder' });
    expect(within(dialog).getByLabelText('Folder name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Folder name'), '   {Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('create-folder'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    await user.type(screen.getByLabelText('Folder name'), 'Q3 {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const create = calls.find((call) => call.url === '/api/files/create-folder/');
    expect(create?.method).toBe('POST');
    expect(create?.body).toEqual({ name: 'Q3', path: 'Uploads' });
  });

  it('ignores a rename to the same name, renames with F2, and shows the server’s error', async () => {
    const { calls } = fakeServer((call) =>
      call.url === '/api/files/rename/' && (call.body as { new_name: string }).new_name === 'taken.csv'
        ? jsonResponse({ success: false, error: 'A file named "taken.csv" already exists' }, 409)
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    const sales = await screen.findByRole('option', { name: 'sales.csv' });
    await user.click(sales);
    await user.keyboard('{F2}');
    const input = screen.getByLabelText('New name');
    expect(input).toHaveValue('sales.csv');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/files/rename/')).toBe(false);

    await user.click(option('sales.csv'));
    await user.keyboard('{F2}');
    await user.clear(screen.getByLabelText('New name'));
    await user.type(screen.getByLabelText('New name'), 'taken.csv{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A file named "taken.csv" already exists');
    await user.clear(screen.getByLabelText('New name'));
    await user.type(screen.getByLabelText('New name'), 'q3.csv{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/files/rename/').map((call) => call.body)).toEqual([
      { old_path: 'Uploads/sales.csv', new_name: 'taken.csv' },
      { old_path: 'Uploads/sales.csv', new_name: 'q3.csv' },
    ]);
  });

  it('asks before deleting with the Delete key, and deletes only after confirmation', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('option', { name: 'notes.txt' }));
    await user.keyboard('{Delete}');
    const confirm = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "notes.txt"?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(option('notes.txt'));
    await user.keyboard('{Delete}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const deletion = calls.find((call) => call.method === 'DELETE');
    expect(deletion?.url).toBe('/api/files/delete/');
    expect(deletion?.body).toEqual({ path: 'Uploads/notes.txt', type: 'file' });
  });

  it('alerts "Failed to delete item" when the server gives no reason', async () => {
    fakeServer((call) => (call.method === 'DELETE' ? new Response('', { status: 500 }) : undefined));
    const user = userEvent.setup();
    renderPage();
    fireEvent.contextMenu(await screen.findByRole('option', { name: 'Reports' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Reports"?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete item');
  });

  it('opens a folder with Enter and downloads a file with the Bearer token under its name', async () => {
    localStorage.setItem(
      'auth_tokens',
      JSON.stringify({ access_token: 'a1', refresh_token: 'r1', token_type: 'Bearer' }),
    );
    const { calls } = fakeServer((_call, url) =>
      url.pathname === '/api/auth/validate/'
        ? jsonResponse({ success: true, valid: true, user: { username: 'alice', role: 'user' } })
        : url.pathname === '/api/files/download/'
          ? new Response('a,b\n1,2\n', { status: 200 })
          : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:sales');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    fireEvent.doubleClick(await screen.findByRole('option', { name: 'sales.csv' }));
    await waitFor(() => expect(clicked).toEqual(['sales.csv']));
    const download = calls.find((call) => call.url.startsWith('/api/files/download/'));
    expect(download?.url).toBe('/api/files/download/?path=Uploads%2Fsales.csv');
    expect(download?.headers.authorization).toBe('Bearer a1');

    await user.click(option('Reports'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?path=%2FUploads%2FReports'));
  });

  it('shows the drop overlay while files are dragged over the page', async () => {
    fakeServer();
    renderPage();
    const area = await screen.findByRole('region', { name: 'Contents of Uploads' });
    act(() => {
      fireEvent.dragEnter(area, { dataTransfer: { types: ['Files'], files: [] } });
    });
    expect(screen.getByText('Drop files here to upload')).toBeInTheDocument();
    act(() => {
      fireEvent.dragLeave(area, { dataTransfer: { types: ['Files'], files: [] } });
    });
    expect(screen.queryByText('Drop files here to upload')).not.toBeInTheDocument();
  });
});
