import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, storeTokens } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LandingPage } from './landing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openContact() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
  await screen.findByRole('form', { name: 'Contact form' });
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Engines');
  await user.selectOptions(screen.getByLabelText('Role'), 'Data / Analytics');
  await user.selectOptions(screen.getByLabelText('Interest'), 'demo');
  await user.type(screen.getByLabelText('Message'), 'Hello');
}

describe('landing page', () => {
  it('switches tabs from the navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Pricing' }));
    expect(screen.getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(screen.getByText('Up to 10 data sources')).toBeInTheDocument();
    expect(screen.getByText('Unlimited data sources')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Request Pricing' })[0]!);
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    expect(screen.getByRole('heading', { name: 'Self-hostable' })).toBeInTheDocument();
  });

  it('takes the scrolled style after 50 px of scroll', () => {
    renderWithProviders(<LandingPage />);
    const nav = screen.getByRole('banner');
    expect(nav).not.toHaveClass('is-scrolled');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(nav).toHaveClass('is-scrolled');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
  });

  it('sends a signed-out visitor’s calls to action to /login and Learn More to About', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(screen.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: /Start Your Free Trial/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('offers a signed-in user the dashboard', async () => {
    storeTokens();
    mockFetch(() => jsonResponse({ success: true, valid: true, user: makeUser() }));
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(await screen.findByRole('button', { name: /Go to Dashboard/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/chat');
  });
});

describe('contact form', () => {
  it('shows a message beside each invalid field and sends nothing', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    const user = await openContact();
    await user.type(screen.getByLabelText('Work email'), 'nope');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Work email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Phone is required')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('First name'), 'A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('posts the form and thanks the visitor', async () => {
    let respond: (response: Response) => void = () => {};
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (respond = resolve)));
    const user = await openContact();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      url: '/api/contact/',
      method: 'POST',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        company: 'Engines',
        role: 'data',
        interest: 'demo',
        message: 'Hello',
      },
    });
    respond(jsonResponse({ success: true, id: 'c1' }));
    expect(await screen.findByText(/Thanks, Ada!/)).toBeInTheDocument();
    expect(screen.getByText(/we will get back to you/i)).toBeInTheDocument();
  });

  it('shows the server’s error and lets the visitor try again', async () => {
    mockFetch(() => jsonResponse({ success: false, error: 'Too many messages, try again later' }, 429));
    const user = await openContact();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many messages, try again later'),
    );
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeEnabled();
  });
});
