import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layout/root-layout';

/** Routes load lazily so the home page never downloads the screens it does not show. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
        // SPEC §2: any unknown path redirects home.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
