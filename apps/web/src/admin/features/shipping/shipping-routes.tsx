import type { RouteObject } from 'react-router';
import { RequirePermission } from '../session/require-staff';
import { ShippingRoute } from './shipping-route';

/** The shipping page (owners and managers: `catalogue`). */
export const shippingRoutes: RouteObject[] = [{ path: '/shipping', element: <RequirePermission permission="catalogue"><ShippingRoute /></RequirePermission> }];
