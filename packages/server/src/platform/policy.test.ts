import { describe, expect, it } from 'vitest';
import { AppError, forbidden, notFound } from './errors';
import { definePolicy } from './policy';

type Caller = { userId: string; admin: boolean };
type Row = { ownerId: string };

const policy = definePolicy<Caller, { read: Row; manage: null }>({
  read: { allow: (caller, row) => row.ownerId === caller.userId, deny: () => notFound('Nothing here', 'gone') },
  manage: { allow: (caller) => caller.admin, deny: (caller) => forbidden(`${caller.userId} is no admin`) },
});

describe('definePolicy', () => {
  const ann = { userId: 'ann', admin: false };
  const bob = { userId: 'bob', admin: true };

  it('answers whether the caller may take each action', () => {
    expect(policy.can(ann, 'read', { ownerId: 'ann' })).toBe(true);
    expect(policy.can(bob, 'read', { ownerId: 'ann' })).toBe(false);
    expect(policy.can(ann, 'manage', null)).toBe(false);
    expect(policy.can(bob, 'manage', null)).toBe(true);
  });

  it("throws the action's own refusal, built for the caller and the resource", () => {
    expect(() => policy.authorize(ann, 'read', { ownerId: 'ann' })).not.toThrow();
    const refused = (() => {
      try {
        policy.authorize(bob, 'read', { ownerId: 'ann' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 404, code: 'gone', message: 'Nothing here' });
    expect(() => policy.authorize(ann, 'manage', null)).toThrow('ann is no admin');
  });
});
