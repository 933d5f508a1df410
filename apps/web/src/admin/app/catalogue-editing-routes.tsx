import type { RouteObject } from 'react-router';
import { FabricEditRoute } from '../features/catalogue/fabric-edit-route';
import { RequirePermission } from '../features/session/require-staff';

/** A fabric's own page, new or existing (owners and managers). */
export const catalogueEditingRoutes: RouteObject[] = [
  {
    path: '/fabrics/new',
    element: (
      <RequirePermission permission="catalogue">
        <FabricEditRoute />
      </RequirePermission>
    ),
  },
  {
    path: '/fabrics/:id',
    element: (
      <RequirePermission permission="catalogue">
        <FabricEditRoute />
      </RequirePermission>
    ),
  },
];
