import { Navigate, RouterProvider, createHashRouter } from 'react-router';
import type { ComponentType } from 'react';
import { RequireSession } from '../features/auth/components/require-session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { AppShell } from './app-shell';
import { NotFoundPage, RouteErrorPage } from './route-fallbacks';

/** Each section of the console is a chunk of its own, loaded when first opened. */
function section(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

const reviews = section(async () => {
  const [{ ReviewsPage }, { reviewDetails }] = await Promise.all([
    import('../features/reviews/components/reviews-page'),
    import('./review-details'),
  ]);
  return function Reviews() {
    return <ReviewsPage renderDetails={reviewDetails} />;
  };
});

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
      { path: 'reviews', lazy: reviews },
      {
        path: 'customers',
        lazy: section(
          async () =>
            (await import('../features/customers/components/customers-page')).CustomersPage,
        ),
      },
      {
        path: 'audit',
        lazy: section(
          async () => (await import('../features/audit/components/audit-page')).AuditPage,
        ),
      },
      {
        path: 'ledger',
        lazy: section(
          async () => (await import('../features/ledger/components/ledger-page')).LedgerPage,
        ),
      },
      {
        path: 'proposals',
        lazy: section(
          async () =>
            (await import('../features/proposals/components/proposals-page')).ProposalsPage,
        ),
      },
      {
        path: 'content',
        lazy: section(
          async () => (await import('../features/content/components/content-layout')).ContentLayout,
        ),
        children: [
          { index: true, element: <Navigate to="/content/news" replace /> },
          {
            path: 'news',
            lazy: section(
              async () => (await import('../features/content/components/news-page')).NewsPage,
            ),
          },
          {
            path: 'messages',
            lazy: section(
              async () =>
                (await import('../features/content/components/messages-page')).MessagesPage,
            ),
          },
          {
            path: 'pages',
            lazy: section(
              async () => (await import('../features/content/components/pages-page')).PagesPage,
            ),
          },
          {
            path: 'settings',
            lazy: section(
              async () =>
                (await import('../features/content/components/settings-page')).SettingsPage,
            ),
          },
        ],
      },
      {
        path: 'products',
        lazy: section(
          async () =>
            (await import('../features/products/components/products-layout')).ProductsLayout,
        ),
        children: [
          { index: true, element: <Navigate to="/products/ipo" replace /> },
          {
            path: 'ipo',
            lazy: section(
              async () => (await import('../features/products/components/ipo-page')).IpoPage,
            ),
          },
          {
            path: 'blocks',
            lazy: section(
              async () => (await import('../features/products/components/blocks-page')).BlocksPage,
            ),
          },
          {
            path: 'copy',
            lazy: section(
              async () => (await import('../features/products/components/copy-page')).CopyPage,
            ),
          },
          {
            path: 'approvals',
            lazy: section(
              async () =>
                (await import('../features/products/components/approvals-page')).ApprovalsPage,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
