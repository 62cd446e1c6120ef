import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { useLanguage } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';

const KIT_LOCALES = { jp: jaJP, cn: zhCN, us: enUS } satisfies Record<Language, unknown>;

export function AppProviders({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={KIT_LOCALES[language]}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
