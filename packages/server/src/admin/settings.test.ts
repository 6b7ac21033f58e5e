import { describe, expect, it } from 'vitest';
import { readSettings } from '../organizations/settings';

describe('reading stored organization settings', () => {
  it('fills in defaults for what was never saved', () => {
    expect(readSettings({ user_quota_mb: 5 })).toEqual({
      default_model: 'analyst',
      enabled_providers: ['analyst', 'openai', 'anthropic', 'openai_compatible'],
      user_quota_mb: 5,
      max_upload_mb: null,
      rca_default_priority: 'medium',
      rca_default_client_id: 'demo',
      rca_max_iterations: 10,
    });
  });

  it('drops unknown keys and resets only the values that are no longer valid', () => {
    const settings = readSettings({
      user_quota_mb: 5,
      rca_max_iterations: 500,
      rca_default_priority: 'urgent',
      default_model: 'gpt-4',
      retired_setting: true,
    });
    expect(settings).toMatchObject({
      user_quota_mb: 5,
      default_model: 'gpt-4',
      rca_max_iterations: 10,
      rca_default_priority: 'medium',
    });
    expect(settings).not.toHaveProperty('retired_setting');
  });
});
