import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../components/theme-toggle';
import { ThemeProvider, useTheme } from './theme';

/** A controllable prefers-color-scheme query. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent)));
    },
  };
}

function Probe() {
  return <p data-testid="theme">{useTheme().theme}</p>;
}

const renderTheme = () =>
  render(
    <ThemeProvider>
      <Probe />
      <ThemeToggle />
    </ThemeProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('starts from the system preference when nothing is stored', () => {
    mockSystemDark(true);
    renderTheme();
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('prefers the stored theme over the system', () => {
    localStorage.setItem('theme', 'light');
    mockSystemDark(true);
    renderTheme();
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
  });

  it('follows system changes only while nothing is stored', () => {
    const system = mockSystemDark(false);
    renderTheme();
    system.change(true);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');

    localStorage.setItem('theme', 'dark');
    system.change(false);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });

  it('toggles and remembers the choice', async () => {
    mockSystemDark(false);
    renderTheme();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
