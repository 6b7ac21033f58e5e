import { Fragment, useState } from 'react';
import { interestLabel, roleLabel } from '../../../lib/contact-options';
import { useSetContactStatus } from '../api/audit';
import type { ContactRequestListResponse } from '@ai-analyst/contract/admin-types';
import type { ContactStatus } from '@ai-analyst/contract/contact-types';
import { formatDateTime } from '../../../utils/format';
import { EmptyBlock, ErrorAlert } from './admin-feedback';
import { AdminDetailsRow, AdminTable } from './admin-table';
import { PaginationBar } from './pagination-bar';

interface ContactRequestsProps {
  data: ContactRequestListResponse;
  onPage: (page: number) => void;
}

const CONTACT_COLUMNS = ['Name', 'Received', 'Email', 'Company', 'Interest', 'Status', 'Message'];

const STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', read: 'Read', handled: 'Handled' };

/**
 * Messages sent from the landing page's contact form, with readable role and interest. Opening a
 * new request marks it read; its status can be set to new, read or handled (each change audited).
 */
export function ContactRequests({ data, onPage }: ContactRequestsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const setStatus = useSetContactStatus();
  if (data.contact_requests.length === 0)
    return (
      <EmptyBlock title="No contact requests yet">
        Messages sent from the landing page appear here.
      </EmptyBlock>
    );
  return (
    <>
      {setStatus.error && <ErrorAlert error={setStatus.error} />}
      <AdminTable label="Contact requests" columns={CONTACT_COLUMNS}>
        {data.contact_requests.map((request) => {
          const expanded = open === request.id;
          const name = `${request.first_name} ${request.last_name}`;
          return (
            <Fragment key={request.id}>
              <tr className={request.status === 'new' ? 'admin-row-unread' : undefined}>
                <td>{name}</td>
                <td className="admin-nowrap">{formatDateTime(request.created_at, '—')}</td>
                <td>
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                  {request.phone && <p className="admin-cell-muted">{request.phone}</p>}
                </td>
                <td>
                  {request.company}
                  <p className="admin-cell-muted">{roleLabel(request.role)}</p>
                </td>
                <td>
                  <span className="admin-pill">{interestLabel(request.interest)}</span>
                </td>
                <td>
                  <select
                    className="input input-sm admin-status-select"
                    aria-label={`Status of ${name}'s request`}
                    value={request.status}
                    disabled={setStatus.isPending}
                    onChange={(event) =>
                      setStatus.mutate({ id: request.id, status: event.target.value as ContactStatus })
                    }
                  >
                    {(Object.keys(STATUS_LABELS) as ContactStatus[]).map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-ghost admin-button-sm"
                    aria-expanded={expanded}
                    onClick={() => {
                      setOpen(expanded ? null : request.id);
                      if (!expanded && request.status === 'new')
                        setStatus.mutate({ id: request.id, status: 'read' });
                    }}
                  >
                    {expanded ? 'Hide' : 'Read'}
                  </button>
                </td>
              </tr>
              {expanded && (
                <AdminDetailsRow columns={CONTACT_COLUMNS.length}>
                  <p className="admin-message">{request.message}</p>
                </AdminDetailsRow>
              )}
            </Fragment>
          );
        })}
      </AdminTable>
      <PaginationBar pagination={data.pagination} noun="requests" onPage={onPage} />
    </>
  );
}
