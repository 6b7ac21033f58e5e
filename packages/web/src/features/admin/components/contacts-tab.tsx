import { useState } from 'react';
import { useContactRequests } from '../api/audit';
import { ErrorAlert, LoadingBlock } from './admin-feedback';
import { ContactRequests } from './contact-requests';

/** Contact requests tab: the operator's inbox of the landing page's contact form. */
export function ContactsTab() {
  const [page, setPage] = useState(1);
  const contacts = useContactRequests(page);
  return (
    <section className="admin-card" aria-labelledby="admin-contacts-title">
      <div className="admin-card-header">
        <div>
          <h2 id="admin-contacts-title">Contact requests</h2>
          <p className="admin-card-subtitle">
            Sent from the landing page&apos;s contact form. Mark each one read or handled as you go.
          </p>
        </div>
      </div>
      {contacts.isPending ? (
        <LoadingBlock label="Loading contact requests..." />
      ) : contacts.error ? (
        <ErrorAlert error={contacts.error} />
      ) : contacts.data ? (
        <ContactRequests data={contacts.data} onPage={setPage} />
      ) : (
        <ErrorAlert error={new Error("Contact requests are visible to the operator's administrators only")} />
      )}
    </section>
  );
}
