import { Navigate, RouterProvider, createHashRouter } from 'react-router';
import { AuditPage } from '../features/audit/components/audit-page';
import { RequireSession } from '../features/auth/components/require-session';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { CustomersPage } from '../features/customers/components/customers-page';
import { LedgerPage } from '../features/ledger/components/ledger-page';
import { ProposalsPage } from '../features/proposals/components/proposals-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { ContentLayout } from '../features/content/components/content-layout';
import { MessagesPage } from '../features/content/components/messages-page';
import { NewsPage } from '../features/content/components/news-page';
import { PagesPage } from '../features/content/components/pages-page';
import { SettingsPage } from '../features/content/components/settings-page';
import { ApprovalsPage } from '../features/products/components/approvals-page';
import { BlocksPage } from '../features/products/components/blocks-page';
import { CopyPage } from '../features/products/components/copy-page';
import { IpoPage } from '../features/products/components/ipo-page';
import { ProductsLayout } from '../features/products/components/products-layout';
import { AppShell } from './app-shell';
import { reviewDetails } from './review-details';
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
      { path: 'reviews', element: <ReviewsPage renderDetails={reviewDetails} /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'ledger', element: <LedgerPage /> },
      { path: 'proposals', element: <ProposalsPage /> },
      {
        path: 'content',
        element: <ContentLayout />,
        children: [
          { index: true, element: <Navigate to="/content/news" replace /> },
          { path: 'news', element: <NewsPage /> },
          { path: 'messages', element: <MessagesPage /> },
          { path: 'pages', element: <PagesPage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      {
        path: 'products',
        element: <ProductsLayout />,
        children: [
          { index: true, element: <Navigate to="/products/ipo" replace /> },
          { path: 'ipo', element: <IpoPage /> },
          { path: 'blocks', element: <BlocksPage /> },
          { path: 'copy', element: <CopyPage /> },
          { path: 'approvals', element: <ApprovalsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
