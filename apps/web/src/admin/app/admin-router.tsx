import { createBrowserRouter, Link, Navigate, type RouteObject } from 'react-router';
import { AuditRoute } from '../features/audit/audit-route';
import { OrderRoute } from '../features/orders/order-route';
import { OrdersBoardRoute } from '../features/orders/orders-board-route';
import { OrdersListRoute } from '../features/orders/orders-list-route';
import { ProductionSheetRoute } from '../features/orders/production-sheet-route';
import { LinkRoute } from '../features/session/link-route';
import { LoginRoute } from '../features/session/login-route';
import { RequirePermission, RequireStaff } from '../features/session/require-staff';
import { StaffRoute } from '../features/staff/staff-route';
import ui from '../lib/ui/admin-ui.module.css';
import { AdminLayout } from './admin-layout';

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
      // The production sheet is printed: it stands outside the layout, with no menu.
      {
        path: '/orders/:number/sheet',
        element: (
          <RequirePermission permission="orders">
            <ProductionSheetRoute />
          </RequirePermission>
        ),
      },
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate to="/orders" replace /> },
          {
            path: '/orders',
            element: (
              <RequirePermission permission="orders">
                <OrdersListRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/orders/board',
            element: (
              <RequirePermission permission="orders">
                <OrdersBoardRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/orders/:number',
            element: (
              <RequirePermission permission="orders">
                <OrderRoute />
              </RequirePermission>
            ),
          },
          {
            path: '/audit',
            element: (
              <RequirePermission permission="audit">
                <AuditRoute />
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
