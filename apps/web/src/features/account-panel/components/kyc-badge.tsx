import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { Icon } from '@/components/icon/icon';
import styles from './account.module.css';

/** The customer's identity-verification state, as a small badge. */
export function KycBadge({ status }: { status: UserInfo['kyc_status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.kyc} ${styles[`kyc_${status}`]}`} data-testid="kyc-badge">
      {status === 'passed' && <Icon name="check" size={12} strokeWidth={3} />}
      {t(`kyc.${status}`)}
    </span>
  );
}
