import type { RouteObject } from 'react-router';
import { RequirePermission } from '../features/session/require-staff';
import { ShippingRoute } from '../features/shipping/shipping-route';

/** The shipping page (owners and managers: `catalogue`). */
export const shippingRoutes: RouteObject[] = [
  {
    path: '/shipping',
    element: (
      <RequirePermission permission="catalogue">
        <ShippingRoute />
      </RequirePermission>
    ),
  },
];
