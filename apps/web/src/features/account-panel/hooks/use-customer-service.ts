import { useMessage } from '@/i18n/i18n';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';

/**
 * Opens customer service: the external link of the config entry `kefu`, in a new window
 * (SPEC §2). Without one the customer is told the link could not be obtained.
 */
export function useCustomerService(): () => void {
  const message = useMessage();
  // Loaded ahead so the window opens within the tap (pop-up blockers need that).
  const config = useSiteConfig();

  return () => {
    const url = configValue(config.data, 'kefu');
    if (!url) {
      showMessage(message('kefu_unavailable'));
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };
}
