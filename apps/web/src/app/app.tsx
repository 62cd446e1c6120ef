import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import { AppProviders } from './providers';

/** The app around its router, which boot.tsx creates in a task of its own before the first render. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
