import { describe, expect, it } from 'vitest';
import { organizationPolicy } from './policy';

const member = (role: 'admin' | 'user', id = 'org-1', code = 'ACME') => ({
  user: { role },
  organization: { id, code },
});

describe('the organization policy', () => {
  it('lets administrators administer their own organization only', () => {
    expect(organizationPolicy.can(member('admin'), 'updateSettings', { id: 'org-1' })).toBe(true);
    expect(organizationPolicy.can(member('admin'), 'updateSettings', { id: 'org-2' })).toBe(false);
    expect(() => organizationPolicy.authorize(member('user'), 'administer', { id: 'org-1' })).toThrow(
      expect.objectContaining({ status: 403, message: 'Administrator access is required' }),
    );
  });

  it("shows contact requests to the operator's administrators only, saying why to other admins", () => {
    const operator = { code: 'DEMO' };
    expect(organizationPolicy.can(member('admin', 'org-9', 'DEMO'), 'readContactRequests', operator)).toBe(true);
    expect(() => organizationPolicy.authorize(member('admin'), 'readContactRequests', operator)).toThrow(
      expect.objectContaining({
        status: 403,
        message: "Contact requests are visible to the operator's administrators only",
      }),
    );
    expect(() => organizationPolicy.authorize(member('user', 'org-9', 'DEMO'), 'updateContactRequests', operator)).toThrow(
      expect.objectContaining({ status: 403, message: 'Administrator access is required' }),
    );
  });
});
