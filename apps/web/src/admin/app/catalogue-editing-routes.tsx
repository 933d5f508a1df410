import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FabricEditRoute } from '../features/catalogue/fabric-edit-route';
import { PreorderEditRoute } from '../features/preorders/preorder-edit-route';
import { PreordersRoute } from '../features/preorders/preorders-route';
import { RequirePermission } from '../features/session/require-staff';

const catalogue = (page: ReactNode) => <RequirePermission permission="catalogue">{page}</RequirePermission>;

/** A fabric's own page, new or existing, and the pre-orders (owners and managers: `catalogue`). */
export const catalogueEditingRoutes: RouteObject[] = [
  { path: '/fabrics/new', element: catalogue(<FabricEditRoute />) },
  { path: '/fabrics/:id', element: catalogue(<FabricEditRoute />) },
  { path: '/preorders', element: catalogue(<PreordersRoute />) },
  { path: '/preorders/new', element: catalogue(<PreorderEditRoute />) },
  { path: '/preorders/:id', element: catalogue(<PreorderEditRoute />) },
];
