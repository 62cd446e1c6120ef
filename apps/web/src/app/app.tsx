import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app around its routes. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
