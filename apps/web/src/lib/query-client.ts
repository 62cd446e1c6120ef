import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call already told the customer through a toast; retrying would repeat it.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
