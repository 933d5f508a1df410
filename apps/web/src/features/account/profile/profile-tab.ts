/** The tabs of /profile, in the order they are shown. */
export const PROFILE_TABS = ['dashboard', 'orders', 'designs', 'sizes', 'details', 'addresses', 'marketing'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  designs: 'Saved designs',
  sizes: 'Sizes',
  details: 'Account details',
  addresses: 'Addresses',
  marketing: 'E-mail preferences',
};

/** The tab ?tab= names. No tab, or an unknown one, shows the dashboard rather than an empty page. */
export function profileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'dashboard';
}

/** The address of a tab: the dashboard is plain /profile. */
export function profileTabSearch(tab: ProfileTab): string {
  return tab === 'dashboard' ? '' : `?tab=${tab}`;
}
