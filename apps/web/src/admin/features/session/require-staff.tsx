import type { StaffPermission } from '@selvedge/contract/admin';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { useStaffSession } from '../../lib/staff-session';

/** Signed-in pages: no session sends the person to the login page, and back here after it. */
export function RequireStaff() {
  const { me, checking } = useStaffSession();
  const location = useLocation();
  if (checking) {
    return (
      <p className={ui.muted} role="status" style={{ padding: 'var(--space-6)' }}>
        Opening the back office…
      </p>
    );
  }
  if (!me) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

/** A page for one permission: other roles read why they cannot open it (the server refuses their calls anyway). */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { may } = useStaffSession();
  if (!may(permission)) {
    return (
      <div className={ui.problem} role="alert">
        Your role does not allow this. Ask the shop’s owner if you need it.
      </div>
    );
  }
  return <>{children}</>;
}
