import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { kit } from '@/components/screen-kit/screen-kit';
import type { KycApplication } from '@kabuto/shared/contracts/kyc';
import { useVerificationForm } from '../hooks/use-verification-form';
import { IdentityStep, IdTypeStep, PhotosStep, PrivacyStatement } from './verification-steps';
import styles from './kyc.module.css';

/**
 * The application: document type, name and number, both photos, and the privacy statement the
 * customer ticks before anything is sent (SPEC §5). After a rejection it starts from what was
 * sent before (the number is never sent back, so it is entered again).
 */
export function VerificationForm({ previous }: { previous: KycApplication | null }) {
  const { t } = useTranslation();
  const form = useVerificationForm(previous);
  return (
    <form className={styles.form} onSubmit={form.send} noValidate data-testid="verified-form">
      <IdTypeStep form={form} />
      <IdentityStep form={form} />
      <PhotosStep form={form} />
      <PrivacyStatement form={form} />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        type="submit"
        className={kit.submit}
        loading={form.pending}
        data-testid="verified-submit"
      >
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
