import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { profilePath } from '../../../lib/route-paths';
import { AccountIcon } from './navbar-icons';
import styles from './navbar.module.css';

/** The logged-in customer's menu: Profile and Log Out (SPEC §2). */
export function AccountMenu({ user, onLogOut }: { user: { firstName: string }; onLogOut?: (() => void) | undefined }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label={`Account of ${user.firstName}`}>
        <AccountIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.userMenu} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.userMenuLabel}>Hello, {user.firstName}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={styles.userMenuItem}>
            <Link to={profilePath('dashboard')}>Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.userMenuItem} onSelect={() => onLogOut?.()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
