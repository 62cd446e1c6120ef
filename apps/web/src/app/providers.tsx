import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { QueryClientProvider } from '@tanstack/react-query';
import { kitLocaleOf, useLanguage } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={kitLocaleOf(language)}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
