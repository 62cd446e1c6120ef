import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '@/lib/navigation';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    setNavigator((path) => void created.navigate(path, { replace: true }));
    return created;
  });
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
