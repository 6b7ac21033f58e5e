import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AuditLogEntry } from '@ai-analyst/contract/admin-types';
import { AuditTable } from './audit-table';

const entry = (id: string, target_type: string, target_id: string): AuditLogEntry => ({
  id,
  action: 'file.delete',
  actor_username: 'admin',
  actor_user_id: 'admin-1',
  target_type,
  target_id,
  details: {},
  ip: null,
  request_id: null,
  created_at: '2025-03-02T10:00:00.000Z',
});

describe('audit table targets', () => {
  it('shows files and folders by their whole path, with spaces, slashes and digits', () => {
    render(
      <AuditTable
        logs={[
          entry('a', 'file', 'RCA data/meeting-notes.txt'),
          entry('b', 'folder', 'scratch-2'),
          entry('c', 'file', 'RCA data/2025 Q1/v1.0 (final).csv'),
          entry('d', 'user', '3f2b9c1e-8a4d-4f6b-9c2e-1a2b3c4d5e6f'),
        ]}
      />,
    );
    expect(screen.getByText('file RCA data/meeting-notes.txt')).toBeInTheDocument();
    expect(screen.getByText('folder scratch-2')).toBeInTheDocument();
    expect(screen.getByText('file RCA data/2025 Q1/v1.0 (final).csv')).toBeInTheDocument();
    // Ids are shortened; paths never are.
    expect(screen.getByText('user 3f2b9c1e')).toBeInTheDocument();
  });
});
