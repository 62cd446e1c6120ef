import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import { Hero, RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { useVerifiedInfo } from '../api/get-verified-info';
import type { KycApplication } from '@kabuto/shared/contracts/kyc';
import type { KycStatus } from '@kabuto/shared/contracts/customers';
import { VerificationForm } from './verification-form';
import styles from './kyc.module.css';

const STATE_ICONS: Readonly<Record<KycStatus, IconName>> = {
  none: 'shield',
  pending: 'clock',
  passed: 'check',
  rejected: 'alert',
};

/**
 * /mine/verified: the customer's verification state, and the application form while there is
 * nothing under review or passed. A rejection shows staff's reason above a form filled in with
 * what was sent before, so the customer corrects it and sends it again.
 */
export function VerifiedScreen() {
  const { t } = useTranslation();
  const info = useVerifiedInfo();
  const status = info.data?.status;
  const application = info.data?.application ?? null;

  return (
    <Screen testId="verified-screen">
      <Hero
        label={t('kyc.heroLabel')}
        value={
          status ? (
            <span className={styles.heroState} data-testid="verified-status" data-status={status}>
              <span className={styles.heroIcon} data-tone={status}>
                <Icon name={STATE_ICONS[status]} size={18} strokeWidth={2.6} />
              </span>
              {t(`kyc.state.${status}`)}
            </span>
          ) : (
            '—'
          )
        }
        note={status ? t(`kyc.heroNote.${status}`) : t('common.loading')}
      />
      <ScreenBody>
        {status === 'passed' && <VerifiedCard application={application} />}
        {status === 'pending' && application && <PendingBanner application={application} />}
        {status === 'rejected' && application && <RejectedBanner application={application} />}
        {(status === 'none' || status === 'rejected') && (
          <VerificationForm
            key={application?.created_at ?? 'new'}
            previous={status === 'rejected' ? application : null}
          />
        )}
        {status && (
          <RuleBox
            title={t('kyc.rulesTitle')}
            testId="verified-rules"
            rules={[t('kyc.rules.why'), t('kyc.rules.review'), t('kyc.rules.staff')]}
          />
        )}
      </ScreenBody>
    </Screen>
  );
}

/** The verified identity; an account verified outside the app has no application to show. */
function VerifiedCard({ application }: { application: KycApplication | null }) {
  const { t } = useTranslation();
  if (!application) {
    return (
      <section className={styles.idCard} data-testid="verified-card">
        <div className={styles.idCardHead}>
          <span className={styles.idCardType}>
            <Icon name="shield" size={16} strokeWidth={2.2} />
            {t('kyc.heroLabel')}
          </span>
          <span className={styles.idCardBadge}>
            <Icon name="check" size={12} strokeWidth={3} />
            {t('kyc.state.passed')}
          </span>
        </div>
        <strong className={styles.idCardName}>{t('kyc.passed')}</strong>
        <div className={styles.idCardFoot}>
          <span>{t('kyc.heroNote.passed')}</span>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.idCard} data-testid="verified-card">
      <div className={styles.idCardHead}>
        <span className={styles.idCardType}>
          <Icon name="shield" size={16} strokeWidth={2.2} />
          {t(`kyc.idTypes.${application.id_type}`)}
        </span>
        <span className={styles.idCardBadge}>
          <Icon name="check" size={12} strokeWidth={3} />
          {t('kyc.state.passed')}
        </span>
      </div>
      <strong className={styles.idCardName} data-testid="verified-name">
        {application.name}
      </strong>
      <span className={styles.idCardNumber} data-testid="verified-number">
        {application.id_number}
      </span>
      <div className={styles.idCardFoot}>
        <span>
          {t('kyc.decidedAt')}
          <strong>{formatDateTime(application.decided_at)}</strong>
        </span>
        <span>{t('kyc.verifiedBody')}</span>
      </div>
    </section>
  );
}

function ApplicationFacts({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bannerFacts}>
      <span>
        {t('kyc.step1')} <strong>{t(`kyc.idTypes.${application.id_type}`)}</strong>
      </span>
      <span>
        {t('kyc.number')} <strong>{application.id_number}</strong>
      </span>
      <span>
        {t('kyc.submittedAt')} <strong>{formatDateTime(application.created_at)}</strong>
      </span>
    </div>
  );
}

function PendingBanner({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} data-tone="pending" data-testid="verified-pending">
      <span className={styles.bannerIcon}>
        <Icon name="clock" />
      </span>
      <div className={styles.bannerBody}>
        <h2 className={styles.bannerTitle}>{t('kyc.pendingTitle')}</h2>
        <p className={styles.bannerText}>{t('kyc.pendingBody')}</p>
        <ApplicationFacts application={application} />
      </div>
    </section>
  );
}

function RejectedBanner({ application }: { application: KycApplication }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} data-tone="rejected" data-testid="verified-rejected">
      <span className={styles.bannerIcon}>
        <Icon name="alert" />
      </span>
      <div className={styles.bannerBody}>
        <h2 className={styles.bannerTitle}>{t('kyc.rejectedTitle')}</h2>
        {application.reason && (
          <p className={styles.reason} data-testid="verified-reason">
            <span>{t('kyc.reason')}</span>
            {application.reason}
          </p>
        )}
        <p className={styles.bannerText}>{t('kyc.rejectedBody')}</p>
        <ApplicationFacts application={application} />
      </div>
    </section>
  );
}
