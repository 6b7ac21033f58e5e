import { Fragment, useState } from 'react';
import type { ContactRequestResponse } from '../types/admin';
import { formatDateTime } from '../utils/format';
import { EmptyBlock } from './admin-feedback';
import { PaginationBar } from './pagination-bar';

interface ContactRequestsProps {
  data: ContactRequestResponse;
  onPage: (page: number) => void;
}

/** Messages sent from the landing page's contact form; a row opens to show the message. */
export function ContactRequests({ data, onPage }: ContactRequestsProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (data.contact_requests.length === 0)
    return (
      <EmptyBlock title="No contact requests yet">
        Messages sent from the landing page appear here.
      </EmptyBlock>
    );
  return (
    <>
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Contact requests">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
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
              return (
                <Fragment key={request.id}>
                  <tr>
                    <td className="admin-nowrap">{formatDateTime(request.created_at)}</td>
                    <td>
                      {request.first_name} {request.last_name}
                    </td>
                    <td>
                      <a href={`mailto:${request.email}`}>{request.email}</a>
                      {request.phone && <p className="admin-cell-muted">{request.phone}</p>}
                    </td>
                    <td>
                      {request.company}
                      <p className="admin-cell-muted">{request.role}</p>
                    </td>
                    <td>
                      <span className="admin-pill">{request.interest}</span>
                    </td>
                    <td>{request.status === 'new' ? 'New' : 'Handled'}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-ghost admin-button-sm"
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : request.id)}
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
