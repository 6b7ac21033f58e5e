import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { contactErrorText, useSubmitContact } from '../api/submit-contact';
import {
  emptyContactForm,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from '../utils/validate-contact';
import { interestOptions, roleOptions } from '../../../lib/contact-options';

/** The message form of the Contact tab; validated on the client with the contract's schema. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useSubmitContact();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (mutation.isError) mutation.reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(result.body);
      setSentTo(values.firstName.trim());
      setValues(emptyContactForm);
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  if (sentTo !== null) {
    return (
      <div className="contact-success" role="status">
        <span className="success-icon" aria-hidden>
          <CheckCircle2 size={28} />
        </span>
        <h3>Thanks, {sentTo}! Your message is on its way.</h3>
        <p>We will get back to you within one business day.</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSentTo(null);
            mutation.reset();
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    className: 'input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      {mutation.isError && (
        <div className="alert alert-error" role="alert">
          <AlertCircle size={16} aria-hidden />
          <span>{contactErrorText(mutation.error)}</span>
        </div>
      )}
      <div className="form-row">
        <Field name="firstName" label="First name" error={errors.firstName}>
          <input {...field('firstName')} autoComplete="given-name" aria-required="true" />
        </Field>
        <Field name="lastName" label="Last name" error={errors.lastName}>
          <input {...field('lastName')} autoComplete="family-name" aria-required="true" />
        </Field>
      </div>
      <div className="form-row">
        <Field name="email" label="Work email" error={errors.email}>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
          />
        </Field>
        <Field name="phone" label="Phone" optional error={errors.phone}>
          <input {...field('phone')} type="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field name="company" label="Company" error={errors.company}>
        <input {...field('company')} autoComplete="organization" aria-required="true" />
      </Field>
      <div className="form-row">
        <Field name="role" label="Role" error={errors.role}>
          <select {...field('role')} aria-required="true">
            <option value="">Select your role</option>
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field name="interest" label="Interest" error={errors.interest}>
          <select {...field('interest')} aria-required="true">
            <option value="">What can we help with?</option>
            {interestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="message" label="Message" error={errors.message}>
        <textarea
          {...field('message')}
          rows={5}
          aria-required="true"
          placeholder="Tell us about your data and what you want to learn from it."
        />
      </Field>
      <button type="submit" className="button button-primary button-lg" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Message'}
        {!mutation.isPending && <Send size={16} aria-hidden />}
      </button>
    </form>
  );
}

function Field({
  name,
  label,
  optional,
  error,
  children,
}: {
  name: ContactField;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label} {optional && <span className="optional">(optional)</span>}
      </label>
      {children}
      {error && (
        <p className="field-error" id={`contact-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
