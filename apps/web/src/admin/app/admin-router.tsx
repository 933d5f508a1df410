import type { StaffPermission } from '@selvedge/contract/admin';
import type { ReactNode } from 'react';
import { Link, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AccountRoute } from '../features/account/account-route';
import { AuditRoute } from '../features/audit/audit-route';
import { FabricsRoute } from '../features/catalogue/fabrics-route';
import { RatesRoute } from '../features/catalogue/rates-route';
import { CustomerRoute } from '../features/customers/customer-route';
import { contentRoutes } from './content-routes';
import { CustomersRoute } from '../features/customers/customers-route';
import { discountCodeRoutes } from './discount-codes-routes';
import { FitClaimRoute } from '../features/fit-claims/fit-claim-route';
import { FitClaimsRoute } from '../features/fit-claims/fit-claims-route';
import { OrderRoute } from '../features/orders/order-route';
import { OrdersBoardRoute } from '../features/orders/orders-board-route';
import { OrdersListRoute } from '../features/orders/orders-list-route';
import { ConfigHistoryRoute } from '../features/product-configs/config-history-route';
import { ConfigVersionRoute } from '../features/product-configs/config-version-route';
import { ProductConfigRoute } from '../features/product-configs/product-config-route';
import { ProductConfigsRoute } from '../features/product-configs/product-configs-route';
import { ProductionSheetRoute } from '../features/orders/production-sheet-route';
import { ForgotPasswordRoute } from '../features/session/forgot-password-route';
import { LinkRoute } from '../features/session/link-route';
import { LoginRoute } from '../features/session/login-route';
import { RequirePermission, RequireStaff } from '../features/session/require-staff';
import { ResetPasswordRoute } from '../features/session/reset-password-route';
import { shippingRoutes } from './shipping-routes';
import { AppointmentsRoute } from '../features/appointments/appointments-route';
import { StudiosRoute } from '../features/appointments/studios-route';
import { useStaffSession } from '../lib/staff-session';
import { StaffRoute } from '../features/staff/staff-route';
import { SystemRoute } from '../features/system/system-route';
import ui from '../lib/ui/admin-ui.module.css';
import { AdminLayout } from './admin-layout';
import { catalogueEditingRoutes } from './catalogue-editing-routes';
import { ADMIN_SECTIONS } from './admin-sections';

function NotFound() {
  return (
    <div className={ui.notice} role="alert">
      <p>There is no such page in the back office.</p>
      <Link to="/">Back to the start</Link>
    </div>
  );
}

/** /admin opens the first part of the menu this role may use (every role has the orders). */
function FirstSection() {
  const { may } = useStaffSession();
  const first = ADMIN_SECTIONS.find((section) => may(section.permission));
  return first ? <Navigate to={first.path} replace /> : <NotFound />;
}

/** A page for one permission: the page says so to other roles (and the server refuses their calls anyway). */
const page = (path: string, permission: StaffPermission, element: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{element}</RequirePermission>,
});

/** The back office's pages, under /admin. Each section's page checks its permission (and the server checks every call). */
const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/setup', element: <LinkRoute kind="setup" /> },
  { path: '/join', element: <LinkRoute kind="join" /> },
  { path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  {
    element: <RequireStaff />,
    children: [
      // The production sheet is printed: it stands outside the layout, with no menu.
      page('/orders/:number/sheet', 'orders', <ProductionSheetRoute />),
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <FirstSection /> },
          page('/orders', 'orders', <OrdersListRoute />),
          page('/orders/board', 'orders', <OrdersBoardRoute />),
          page('/orders/:number', 'orders', <OrderRoute />),
          page('/fit-claims', 'orders', <FitClaimsRoute />),
          page('/fit-claims/:id', 'orders', <FitClaimRoute />),
          page('/appointments', 'orders', <AppointmentsRoute />),
          page('/studios', 'catalogue', <StudiosRoute />),
          page('/customers', 'customers', <CustomersRoute />),
          page('/customers/:id', 'customers', <CustomerRoute />),
          page('/fabrics', 'catalogue', <FabricsRoute />),
          page('/rates', 'catalogue', <RatesRoute />),
          ...catalogueEditingRoutes,
          page('/product-configs', 'catalogue', <ProductConfigsRoute />),
          page('/product-configs/:type', 'catalogue', <ProductConfigRoute />),
          page('/product-configs/:type/history', 'catalogue', <ConfigHistoryRoute />),
          page('/product-configs/:type/versions/:number', 'catalogue', <ConfigVersionRoute />),
          ...discountCodeRoutes,
          ...shippingRoutes,
          ...contentRoutes,
          page('/audit', 'audit', <AuditRoute />),
          page('/staff', 'staff', <StaffRoute />),
          page('/system', 'system', <SystemRoute />),
          // Every signed-in member's own password and sessions.
          { path: '/account', element: <AccountRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/**
 * The back office's pages, in the declarative router under BrowserRouter (admin-app.tsx): it uses none
 * of the data router's extras, and the storefront, which shares the router's code with it, downloads
 * only the declarative router's (docs/decisions/067).
 */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
