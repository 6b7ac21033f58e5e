import { describe, expect, it } from 'vitest';
import { emptyContactForm, validateContact } from './validate-contact';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Analytical Engines',
  role: 'data',
  interest: 'demo',
  message: 'We would like a demo.',
};

describe('contact form validation', () => {
  it('requires every field but phone', () => {
    const result = validateContact(emptyContactForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'company',
      'email',
      'firstName',
      'interest',
      'lastName',
      'message',
      'role',
    ]);
    expect(result.errors.firstName).toBe('First name is required');
    expect(result.errors.email).toBe('Email is required');
    expect(result.errors.role).toBe('Choose a role');
  });

  it('rejects a malformed email and blank-only text', () => {
    const result = validateContact({ ...valid, email: 'not-an-email', company: '   ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ email: 'Enter a valid email address', company: 'Company is required' });
  });

  it('returns the trimmed request body when valid', () => {
    const result = validateContact({ ...valid, firstName: '  Ada ', email: ' ada@example.com ' });
    expect(result).toEqual({ ok: true, body: { ...valid, firstName: 'Ada' } });
  });
});
