/** The tabs of /profile, in the order they are shown. The sizing work adds `sizes` here. */
export const PROFILE_TABS = ['dashboard', 'details', 'addresses', 'marketing'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  dashboard: 'Dashboard',
  details: 'Account details',
  addresses: 'Addresses',
  marketing: 'E-mail preferences',
};

/**
 * The tab ?tab= names. No tab, or one this screen does not have yet (the navbar's Create Size link
 * already points at ?tab=sizes), shows the dashboard rather than an empty page.
 */
export function profileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'dashboard';
}

/** The address of a tab: the dashboard is plain /profile. */
export function profileTabSearch(tab: ProfileTab): string {
  return tab === 'dashboard' ? '' : `?tab=${tab}`;
}
