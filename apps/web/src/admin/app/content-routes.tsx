import type { RouteObject } from 'react-router';
import { RequirePermission } from '../features/session/require-staff';
import { ContentPageRoute } from '../features/content/content-page-route';
import { ContentRoute } from '../features/content/content-route';

/** The content pages (owners and managers: `content`). */
export const contentRoutes: RouteObject[] = [
  {
    path: '/content',
    element: (
      <RequirePermission permission="content">
        <ContentRoute />
      </RequirePermission>
    ),
  },
  {
    path: '/content/pages/:page',
    element: (
      <RequirePermission permission="content">
        <ContentPageRoute />
      </RequirePermission>
    ),
  },
];
