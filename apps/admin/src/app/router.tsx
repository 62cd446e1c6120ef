import { Navigate, RouterProvider, createHashRouter } from 'react-router';
import { AuditPage } from '../features/audit/components/audit-page';
import { RequireSession } from '../features/auth/components/require-session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { CustomersPage } from '../features/customers/components/customers-page';
import { LedgerPage } from '../features/ledger/components/ledger-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { AppShell } from './app-shell';
import { NotFoundPage, RouteErrorPage } from './route-fallbacks';

// A hash router: the server serves one index.html at /admin/ and never sees client paths.
const router = createHashRouter([
  { path: '/sign-in', element: <SignInPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/reviews" replace /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'ledger', element: <LedgerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
