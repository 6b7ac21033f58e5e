import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import { SessionProvider } from '../../lib/session';
import { ThemeProvider } from '../../lib/theme';
import {
  jsonResponse,
  makeUser,
  messagePage,
  mockFetch,
  storeTokens,
  type RecordedCall,
} from '../../test/fixtures';
import { fakeRcaServer, rcaHandler, type FakeRcaServer } from '../../features/rca/test/fixtures';
import ChatRoute from './chat';

const conversation = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  title: 'Revenue drop',
  user: { id: 'u1' },
  qpn_mode: 'rca',
  created_at: '2026-01-05T09:00:00Z',
  updated_at: '2026-01-05T09:00:00Z',
  last_message_at: null,
  message_count: 0,
  is_active: true,
  organization_id: 'o1',
  metadata: {},
  active_leaf_id: null,
  ...extra,
});

/** A socket that never connects, so the chat posts over HTTP. */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  send() {}
  close() {}
}

let server: FakeRcaServer;
let calls: RecordedCall[];
let conversations: Conversation[];

function renderRoute(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ThemeProvider>
          <SessionProvider>
            <ChatRoute />
          </SessionProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  storeTokens();
  vi.stubGlobal('WebSocket', SilentSocket);
  server = fakeRcaServer({ status: 'completed' });
  conversations = [conversation('c1')];
  ({ calls } = mockFetch((call) => {
    const { url, method } = call;
    const rca = rcaHandler(server, call);
    if (rca) return rca;
    if (url.endsWith('/auth/validate/'))
      return jsonResponse({ success: true, valid: true, user: makeUser() });
    if (url.endsWith('/chat/conversations/') && method === 'GET')
      return jsonResponse({ success: true, conversations });
    if (url.endsWith('/chat/conversations/') && method === 'POST') {
      const created = conversation('c9', { title: 'New Conversation', qpn_mode: null });
      conversations = [created, ...conversations];
      return jsonResponse({ success: true, conversation: created }, 201);
    }
    const put = /\/chat\/conversations\/(\w+)\/$/.exec(url);
    if (put && method === 'PUT') {
      conversations = conversations.map((c) =>
        c.id === put[1] ? { ...c, ...(call.body as Partial<Conversation>) } : c,
      );
      return jsonResponse({ success: true, conversation: conversations.find((c) => c.id === put[1]) });
    }
    const messages = /\/chat\/conversations\/(\w+)\/messages\//.exec(url);
    if (messages && method === 'GET')
      return jsonResponse(messagePage(conversations.find((c) => c.id === messages[1]) ?? conversations[0]!));
    if (messages && method === 'POST')
      return jsonResponse({ success: true, user_message: null, assistant_message: null }, 201);
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat route with RCA', () => {
  it("opens the RCA form from 'Configure RCA Investigation' for the selected conversation", async () => {
    renderRoute('/chat?conversation=c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Configure RCA Investigation' }));
    expect(await screen.findByRole('dialog', { name: 'Configure RCA Investigation' })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Client configuration')).toHaveValue('demo'));
    fireEvent.change(screen.getByLabelText('Problem description'), {
      target: { value: 'Why did revenue drop?' },
    });
    const source = screen.getByLabelText('Add a data source');
    fireEvent.change(source, { target: { value: 'sales' } });
    fireEvent.keyDown(source, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Start Investigation' }));

    expect(await screen.findByRole('dialog', { name: 'RCA Analysis Results' })).toBeInTheDocument();
    // The server leaves the summary in the conversation (as the assistant); the page posts nothing.
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/chat/conversations/c1/messages/'))).toBe(
      false,
    );
    const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/rca/requests/'));
    expect((created?.body as { conversation_id?: string }).conversation_id).toBe('c1');

    const dialog = screen.getByRole('dialog', { name: 'RCA Analysis Results' });
    fireEvent.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a conversation in RCA mode when none is selected, then opens the form for it', async () => {
    renderRoute('/chat');
    fireEvent.change(await screen.findByLabelText('Select Processing Mode'), { target: { value: 'rca' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Configure RCA Investigation' }));
    expect(await screen.findByRole('dialog', { name: 'Configure RCA Investigation' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.url.endsWith('/chat/conversations/c9/'));
    expect(put?.body).toEqual({ qpn_mode: 'rca' });
    expect(await screen.findByText('QPN Mode: RCA')).toBeInTheDocument();
  });
});
