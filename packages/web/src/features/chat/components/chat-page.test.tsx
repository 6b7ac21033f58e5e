import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import { SessionProvider } from '../../../lib/session';
import { ThemeProvider } from '../../../lib/theme';
import { jsonResponse, makeUser, messagePage, mockFetch, storeTokens } from '../../../test/fixtures';
import { ChatPage } from './chat-page';

const conversation = (id: string, title: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  title,
  user: { id: 'u1' },
  qpn_mode: null,
  created_at: '2025-01-31T14:05:00Z',
  updated_at: '2025-01-31T14:05:00Z',
  last_message_at: null,
  message_count: 0,
  is_active: true,
  organization_id: 'o1',
  metadata: {},
  active_leaf_id: null,
  ...extra,
});

const message = (id: string, type: 'user' | 'assistant', content: string): Message => ({
  id,
  conversation: 'c1',
  user: { id: 'u1' },
  content,
  message_type: type,
  created_at: '2025-01-31T14:06:00Z',
  edited_at: null,
  qpn_mode: 'simple',
  processing_time: type === 'assistant' ? 0.4 : null,
  metadata: {},
  attachments: [],
  parent_id: null,
  branch: { index: 1, count: 1, sibling_ids: [id] },
});

class SilentSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  send() {}
  close() {}
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ThemeProvider>
          <SessionProvider>
            <ChatPage user={makeUser()} onLogout={vi.fn()} onOpenFiles={vi.fn()} />
          </SessionProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('chat page', () => {
  let conversations: Conversation[];
  let calls: ReturnType<typeof mockFetch>['calls'];
  beforeEach(() => {
    storeTokens();
    vi.stubGlobal('WebSocket', SilentSocket);
    conversations = [
      conversation('c1', 'Revenue review 2025-01-31 14:05', { qpn_mode: 'eda' }),
      conversation('c2', 'New Conversation 2025-01-30 09:00'),
    ];
    ({ calls } = mockFetch(({ url, method, body }) => {
      if (url.endsWith('/auth/validate/'))
        return jsonResponse({ success: true, valid: true, user: makeUser() });
      if (url.endsWith('/chat/conversations/') && method === 'GET')
        return jsonResponse({ success: true, conversations });
      if (url.includes('/chat/conversations/c1/messages/'))
        return jsonResponse(
          messagePage(conversations[0]!, [
            message('m1', 'user', 'Why?'),
            message('m2', 'assistant', 'Because **sales** fell.'),
          ]),
        );
      if (url.endsWith('/chat/conversations/') && method === 'POST') {
        conversations = [conversation('c3', 'New Conversation 2025-01-31 15:00'), ...conversations];
        return jsonResponse({ success: true, conversation: conversations[0] }, 201);
      }
      if (url.endsWith('/chat/conversations/c3/') && method === 'PUT') {
        conversations = conversations.map((c) => (c.id === 'c3' ? { ...c, ...(body as object) } : c));
        return jsonResponse({ success: true, conversation: conversations[0] });
      }
      if (url.includes('/chat/conversations/c3/messages/') && method === 'GET')
        return jsonResponse(messagePage(conversations[0]!));
      if (url.includes('/chat/conversations/c2/') && method === 'DELETE') {
        conversations = conversations.filter((c) => c.id !== 'c2');
        return jsonResponse({ success: true });
      }
      if (url.endsWith('/models/'))
        return jsonResponse({
          success: true,
          models: [{ id: 'builtin', name: 'Built-in Analyst', provider: 'builtin', available: true }],
          default_model: 'builtin',
        });
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    }));
  });

  it('opens the conversation of a share link, with its stamp-free title, mode and messages', async () => {
    renderPage('/chat?conversation=c1');
    expect(await screen.findByRole('heading', { name: 'Revenue review' })).toBeInTheDocument();
    expect(screen.getByText('QPN Mode: EDA')).toBeInTheDocument();
    expect(await screen.findByText('Why?')).toBeInTheDocument();
    expect(screen.getByText('Because', { exact: false })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Conversation list' });
    expect(within(list).getByRole('button', { name: 'Revenue review' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The mode is set: the picker folds away and the header's badge shows it.
    expect(screen.queryByLabelText('Select Processing Mode')).toBeNull();
  });

  it('shows the welcome with no conversation, and filters titles ignoring case', async () => {
    renderPage('/chat');
    expect(await screen.findByRole('button', { name: 'Start New Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Business Analytics & Intelligence' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Revenue review' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: 'REVENUE' },
    });
    const list = screen.getByRole('navigation', { name: 'Conversation list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('deletes a conversation only after the confirmation', async () => {
    renderPage('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete New Conversation' }));
    expect(
      screen.getByText('Are you sure you want to delete this conversation? This action cannot be undone.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New Conversation' })).toBeTruthy(),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete New Conversation' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('/chat/conversations/c2/'))).toBe(true);
  });

  it('renames inline: Escape cancels, Enter saves', async () => {
    renderPage('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Revenue review' }));
    const box = screen.getByRole('textbox', { name: 'Conversation title' });
    fireEvent.change(box, { target: { value: 'Other' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Revenue review' }));
    const again = screen.getByRole('textbox', { name: 'Conversation title' });
    fireEvent.change(again, { target: { value: 'Q1 revenue' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Q1 revenue' });
  });

  it('keeps the mode chosen as a new conversation opens, and fixes it with the first message', async () => {
    renderPage('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Start New Conversation' }));
    fireEvent.change(screen.getByLabelText('Select Processing Mode'), { target: { value: 'tool_enhanced' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await screen.findByRole('heading', { name: 'New Conversation' });
    expect(screen.getByLabelText('Select Processing Mode')).toHaveValue('tool_enhanced');
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'total revenue by week' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ qpn_mode: 'tool_enhanced' });
  });
});
