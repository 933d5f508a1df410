import type { Customer } from '@selvedge/contract';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useUserSession } from '../session/user-session';
import { AccountDetailsForm } from './account-details-form';
import styles from './account-profile.module.css';
import { AccountSpinner } from './account-spinner';
import { AddressBookPanel } from './address-book-panel';
import { ChangePasswordForm } from './change-password-form';
import { DashboardPanel } from './dashboard-panel';
import { MarketingPreference } from './marketing-preference';
import { OrdersPanel } from '../orders/orders-panel';
import { PROFILE_TAB_LABELS, PROFILE_TABS, profileTab, type ProfileTab } from './profile-tab';

/**
 * /profile (SPEC §2): a spinner until the session knows who is here, the home page for a visitor,
 * and for a customer their account in tabs. The tab lives in the address (?tab=addresses), so a
 * link can open one and the back button leaves the page instead of stepping through tabs.
 */
export function AccountProfile({ sizes, designs }: AccountProfileProps) {
  const { status, user } = useUserSession();
  if (status === 'initialising') return <AccountSpinner />;
  if (!user) return <Navigate to="/" replace />;
  return <ProfileTabs user={user} sizes={sizes} designs={designs} />;
}

interface AccountProfileProps {
  /** The Sizes tab's content: saved sizes belong to the measurements feature, composed in by the app. */
  sizes(user: Customer): ReactNode;
  /** The Saved designs tab's content: the saved-designs feature's, composed in by the app. */
  designs(): ReactNode;
}

function ProfileTabs({ user, sizes, designs }: { user: Customer } & AccountProfileProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = profileTab(searchParams.get('tab'));

  const openTab = (tab: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'dashboard') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={styles.profile}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Account</p>
        <h1 className={styles.title}>Your account</h1>
        <p className={styles.email}>Signed in as {user.email}</p>
      </header>
      <Tabs.Root value={active} onValueChange={openTab} className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label="Your account">
          {PROFILE_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={styles.tab}>
              {PROFILE_TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROFILE_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className={styles.panel}>
            <TabPanel tab={tab} user={user} sizes={sizes} designs={designs} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function TabPanel({ tab, user, sizes, designs }: { tab: ProfileTab; user: Customer } & AccountProfileProps) {
  switch (tab) {
    case 'dashboard':
      return <DashboardPanel user={user} />;
    case 'orders':
      return <OrdersPanel user={user} />;
    case 'designs':
      return designs();
    case 'sizes':
      return sizes(user);
    case 'details':
      return (
        <div className={styles.stack}>
          <AccountDetailsForm user={user} />
          <ChangePasswordForm email={user.email} />
        </div>
      );
    case 'addresses':
      return <AddressBookPanel user={user} />;
    case 'marketing':
      return <MarketingPreference user={user} />;
  }
}
