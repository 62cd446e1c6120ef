import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { I18nProvider, useI18n } from '../i18n/i18n-provider';
import { createQueryClient } from '../lib/query-client';

/** Answers carry names in the console's language: a switch asks for them again. */
function RefreshOnLanguage() {
  const { language } = useI18n();
  const client = useQueryClient();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void client.invalidateQueries();
  }, [client, language]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <RefreshOnLanguage />
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
