import { NavLink, Outlet } from 'react-router';
import { useNextPageComing } from '../../lib/address-router';
import frame from '../../lib/ui/page-frame.module.css';
import { useStaffSession } from '../lib/staff-session';
import { useShopSettings } from '../features/system/shop-settings-api';
import { setShopTimeZone, zoneText } from '../lib/admin-format';
import { ADMIN_SECTIONS } from './admin-sections';
import styles from './admin-layout.module.css';

const ROLE_NAMES = { owner: 'Owner', manager: 'Manager', workroom: 'Workroom' } as const;

/** Every signed-in page: the menu of what this role may open, who is signed in, and the page. */
export function AdminLayout() {
  const { me, may, signOut } = useStaffSession();
  const settings = useShopSettings(me !== null);
  const leaving = useNextPageComing();
  // Set before the page draws: every date of it is written in the shop's zone (Singapore until the settings say otherwise).
  if (settings.data) setShopTimeZone(settings.data.timeZone);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#admin-main">
        Skip to the page
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          Selvedge <span>back office</span>
        </p>
        <nav aria-label="Back office" className={styles.nav}>
          <ul>
            {ADMIN_SECTIONS.filter((section) => may(section.permission)).map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path}
                  end={section.end ?? false}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {me ? (
          <div className={styles.who}>
            <span>
              {me.staff.name} <span className={styles.role}>{ROLE_NAMES[me.staff.role]}</span>
            </span>
            <p className={styles.zone}>Times in {zoneText()}</p>
            <NavLink to="/account" className={styles.account}>
              Your account
            </NavLink>
            <button type="button" className={styles.signOut} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        ) : null}
      </header>
      <main
        id="admin-main"
        className={leaving ? `${styles.main} ${frame.leaving}` : styles.main}
        tabIndex={-1}
        inert={leaving}
        aria-busy={leaving}
      >
        {/* A page waits for the shop's time zone the first time (its times are written in it). */}
        {me && settings.isPending ? null : <Outlet />}
      </main>
    </div>
  );
}
