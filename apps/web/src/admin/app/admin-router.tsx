import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import { CustomerRoute } from '../features/customers/customer-route';
import { CustomersRoute } from '../features/customers/customers-route';
import { FabricsRoute } from '../features/catalogue/fabrics-route';
import { catalogueEditingRoutes } from './catalogue-editing-routes';
import { RatesRoute } from '../features/catalogue/rates-route';
import { LinkRoute } from '../features/session/link-route';
import { LoginRoute } from '../features/session/login-route';
import { RequirePermission, RequireStaff } from '../features/session/require-staff';
import { StaffRoute } from '../features/staff/staff-route';
import ui from '../lib/ui/admin-ui.module.css';
import { useStaffSession } from '../features/session/staff-session';
import { AdminLayout } from './admin-layout';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin opens the first part of the menu this role may use. */
function FirstSection() {
  const { may } = useStaffSession();
  const first = ADMIN_SECTIONS.find((section) => may(section.permission));
  return first ? <Navigate to={first.path} replace /> : <NotFound />;
}

function NotFound() {
  return (
    <div className={ui.notice} role="alert">
      <p>There is no such page in the back office.</p>
      <Link to="/">Back to the start</Link>
    </div>
  );
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
            path: '/customers',
            element: (
              <RequirePermission permission="customers">
                <CustomersRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/customers/:id',
            element: (
              <RequirePermission permission="customers">
                <CustomerRoute />
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
          ...catalogueEditingRoutes,
          {
            path: '/rates',
            element: (
              <RequirePermission permission="catalogue">
                <RatesRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/staff',
            element: (
              <RequirePermission permission="staff">
                <StaffRoute />
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
