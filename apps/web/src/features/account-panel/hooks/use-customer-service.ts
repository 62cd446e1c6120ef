import { configValue, useSiteConfig } from '@/lib/site-config';

/**
 * Opens customer service (SPEC §2): the external link of the config entry `kefu` in a new window
 * when staff have set one, otherwise the app's own customer-service page (hours, questions and
 * answers, the Messages channel), which `go` opens.
 */
export function useCustomerService(go: (to: string) => void): () => void {
  // Loaded ahead so the window opens within the tap (pop-up blockers need that).
  const config = useSiteConfig();

  return () => {
    const url = configValue(config.data, 'kefu');
    if (!url) {
      go('/mine/service');
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };
}
