import type { RouteObject } from 'react-router';
import { RequirePermission } from '../features/session/require-staff';
import { DiscountCodeNewRoute } from '../features/discount-codes/discount-code-new-route';
import { DiscountCodeRoute } from '../features/discount-codes/discount-code-route';
import { DiscountCodesRoute } from '../features/discount-codes/discount-codes-route';

/** The discount codes' pages (owners and managers: `codes`). */
export const discountCodeRoutes: RouteObject[] = [
  {
    path: '/discount-codes',
    element: (
      <RequirePermission permission="codes">
        <DiscountCodesRoute />
      </RequirePermission>
    ),
  },
  {
    path: '/discount-codes/new',
    element: (
      <RequirePermission permission="codes">
        <DiscountCodeNewRoute />
      </RequirePermission>
    ),
  },
  {
    path: '/discount-codes/:code',
    element: (
      <RequirePermission permission="codes">
        <DiscountCodeRoute />
      </RequirePermission>
    ),
  },
];
