import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import { FabricsRoute } from '../features/catalogue/fabrics-route';
import { RatesRoute } from '../features/catalogue/rates-route';
import { LinkRoute } from '../features/session/link-route';
import { LoginRoute } from '../features/session/login-route';
import { RequirePermission, RequireStaff } from '../features/session/require-staff';
import { useStaffSession } from '../features/session/staff-session';
import { StaffRoute } from '../features/staff/staff-route';
import ui from '../lib/ui/admin-ui.module.css';
import { AdminLayout } from './admin-layout';
import { ADMIN_SECTIONS } from './admin-sections';

function NotFound() {
  return (
    <div className={ui.notice} role="alert">
      <p>There is no such page in the back office.</p>
      <Link to="/">Back to the start</Link>
    </div>
  );
}

/** The start page: the first section of the menu this role may open (a manager has no Staff page). */
function FirstSection() {
  const { may } = useStaffSession();
  const first = ADMIN_SECTIONS.find((section) => may(section.permission));
  if (first) return <Navigate to={first.path} replace />;
  return <p className={ui.notice}>No part of the back office is open to your role yet.</p>;
}

/** The back office's pages, under /admin. Each section's page checks its permission (and the server checks every call). */
const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/setup', element: <LinkRoute kind="setup" /> },
  { path: '/join', element: <LinkRoute kind="join" /> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <FirstSection /> },
          {
            path: '/staff',
            element: (
              <RequirePermission permission="staff">
                <StaffRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/fabrics',
            element: (
              <RequirePermission permission="catalogue">
                <FabricsRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/rates',
            element: (
              <RequirePermission permission="catalogue">
                <RatesRoute />
              </RequirePermission>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(adminRoutes, { basename: '/admin' });
