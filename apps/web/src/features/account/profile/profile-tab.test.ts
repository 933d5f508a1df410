import { describe, expect, it } from 'vitest';
import { profileTab, profileTabSearch } from './profile-tab';

describe('profileTab', () => {
  it.each(['details', 'orders', 'sizes', 'addresses', 'marketing', 'dashboard'] as const)('opens ?tab=%s', (tab) => {
    expect(profileTab(tab)).toBe(tab);
  });

  it.each([null, '', 'SIZES', 'DETAILS', 'ORDERS', '1'])('shows the dashboard for ?tab=%j', (tab) => {
    expect(profileTab(tab)).toBe('dashboard');
  });

  it('keeps the dashboard at plain /profile and names every other tab', () => {
    expect(profileTabSearch('dashboard')).toBe('');
    expect(profileTabSearch('addresses')).toBe('?tab=addresses');
  });
});
