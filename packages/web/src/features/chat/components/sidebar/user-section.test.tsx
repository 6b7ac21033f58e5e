import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { UserSection } from './user-section';

describe('user section', () => {
  it('gives admins a link to Administration', () => {
    renderWithProviders(<UserSection user={makeUser({ role: 'admin' })} onLogout={vi.fn()} />, { path: '/chat' });
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  it('never shows Administration to other users', () => {
    renderWithProviders(<UserSection user={makeUser({ role: 'user' })} onLogout={vi.fn()} />, { path: '/chat' });
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });
});
