import type { RouteObject } from 'react-router';
import { RequirePermission } from '../session/require-staff';
import { ContentPageRoute } from './content-page-route';
import { ContentRoute } from './content-route';

/** The content pages (owners and managers: `content`). */
export const contentRoutes: RouteObject[] = [
  { path: '/content', element: <RequirePermission permission="content"><ContentRoute /></RequirePermission> },
  { path: '/content/pages/:page', element: <RequirePermission permission="content"><ContentPageRoute /></RequirePermission> },
];
