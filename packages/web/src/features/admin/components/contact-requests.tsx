import { Fragment, useState } from 'react';
import { interestLabel, roleLabel } from '../../../lib/contact-options';
import { useSetContactStatus } from '../api/audit';
import type { ContactRequestListResponse } from '@ai-analyst/contract/admin-types';
import type { ContactStatus } from '@ai-analyst/contract/contact-types';
import { formatDateTime } from '../../../utils/format';
import { EmptyBlock, ErrorAlert } from './admin-feedback';
import { PaginationBar } from './pagination-bar';

interface ContactRequestsProps {
  data: ContactRequestListResponse;
  onPage: (page: number) => void;
}

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
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Contact requests">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Received</th>
              <th scope="col">Email</th>
              <th scope="col">Company</th>
              <th scope="col">Interest</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
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
                          if (!expanded && request.status === 'new') setStatus.mutate({ id: request.id, status: 'read' });
                        }}
                      >
                        {expanded ? 'Hide' : 'Read'}
                      </button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr className="admin-details-row">
                      <td colSpan={7}>
                        <p className="admin-message">{request.message}</p>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <PaginationBar pagination={data.pagination} noun="requests" onPage={onPage} />
    </>
  );
}
