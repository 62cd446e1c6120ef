import { useTranslation } from 'react-i18next';
import type { DepositAccount, RechargeRecord } from '@kabuto/shared/contracts/funding';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { CopyButton } from '@/components/screen-kit/copy-button';
import { Card, Facts } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { useUploadUrl } from '../api/get-upload';
import type { DepositForm } from '../hooks/use-deposit-form';
import { PROOF_TYPES, useObjectUrl } from '../hooks/use-deposit-form';
import { fundingHoursText } from '../utils/funding-hours';
import styles from './funding.module.css';

/** Step 3: the transfer screenshot, previewed once picked. */
export function ProofCard({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { proof } = form;
  const preview = useObjectUrl(proof);
  return (
    <Card step={3} title={t('funding.deposit.proofTitle')} testId="deposit-proof">
      {proof && preview ? (
        <div className={styles.preview}>
          <img
            src={preview}
            alt={t('funding.deposit.proofAlt')}
            className={styles.previewImage}
            data-testid="deposit-proof-preview"
          />
          <div className={styles.previewInfo}>
            <span className={styles.previewName}>{proof.name}</span>
            <span>{(proof.size / 1024).toFixed(1)} KB</span>
            <div className={styles.previewActions}>
              <label className={styles.smallButton}>
                {t('funding.deposit.proofChange')}
                <input
                  type="file"
                  accept={PROOF_TYPES.join(',')}
                  onChange={form.pick}
                  aria-label={t('funding.deposit.proofChange')}
                />
              </label>
              <button
                type="button"
                className={styles.smallButton}
                onClick={form.removeProof}
                data-testid="deposit-proof-remove"
              >
                {t('funding.deposit.proofRemove')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <label className={styles.picker}>
          <span className={styles.pickerIcon}>
            <Icon name="plus" size={22} strokeWidth={2.2} />
          </span>
          <span className={styles.pickerTitle}>{t('funding.deposit.proofPick')}</span>
          <span className={styles.pickerHint}>{t('funding.deposit.proofHint')}</span>
          <input
            type="file"
            accept={PROOF_TYPES.join(',')}
            onChange={form.pick}
            aria-label={t('funding.deposit.proofPick')}
            data-testid="deposit-proof-input"
          />
        </label>
      )}
    </Card>
  );
}

export function ReceivingAccount({ account }: { account: DepositAccount }) {
  const { t } = useTranslation();
  const copy = (text: string, testId: string) => (
    <CopyButton
      text={text}
      label={t('funding.copy')}
      copiedLabel={t('funding.copied')}
      testId={testId}
    />
  );
  return (
    <>
      <Facts
        items={[
          { label: t('funding.deposit.bank'), value: account.bank },
          { label: t('funding.deposit.branch'), value: account.branch },
          {
            label: t('funding.deposit.holder'),
            value: (
              <>
                <span>{account.name}</span>
                {copy(account.name, 'copy-holder')}
              </>
            ),
          },
          {
            label: t('funding.deposit.number'),
            value: (
              <>
                <span className={styles.mono} data-testid="deposit-number">
                  {account.number}
                </span>
                {copy(account.number, 'copy-number')}
              </>
            ),
          },
          {
            label: t('funding.deposit.hours'),
            value: fundingHoursText(t, account.days, account.hours),
          },
        ]}
      />
      <div className={styles.reference}>
        <div className={styles.referenceHead}>
          <span>{t('funding.deposit.reference')}</span>
          {copy(account.reference, 'copy-reference')}
        </div>
        <strong className={styles.referenceValue} data-testid="deposit-reference">
          {account.reference}
        </strong>
        <p className={styles.referenceHint}>{t('funding.deposit.referenceHint')}</p>
      </div>
    </>
  );
}

/** The state of the customer's latest bank deposit: under review, credited or refused. */
export function LatestDeposit({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const proofUrl = useUploadUrl(record.status === 0 ? record.proof_upload_id : null);
  const tone = record.status === 1 ? 'passed' : record.status === 2 ? 'rejected' : 'pending';
  const title =
    tone === 'passed'
      ? t('funding.deposit.passedTitle')
      : tone === 'rejected'
        ? t('funding.deposit.rejectedTitle')
        : t('funding.deposit.pendingTitle');
  return (
    <section
      className={styles.banner}
      data-tone={tone}
      data-testid="deposit-latest"
      data-status={record.status}
    >
      <span className={styles.bannerIcon}>
        <Icon name={tone === 'passed' ? 'check' : tone === 'rejected' ? 'alert' : 'clock'} />
      </span>
      <div className={styles.bannerBody}>
        <h2 className={styles.bannerTitle}>{title}</h2>
        {tone === 'pending' && (
          <p className={styles.bannerText}>{t('funding.deposit.pendingBody')}</p>
        )}
        {tone === 'rejected' && record.reason && (
          <p className={styles.bannerText} data-testid="deposit-latest-reason">
            {t('funding.reason')}: {record.reason}
          </p>
        )}
        <div className={styles.bannerFacts}>
          <span>
            {t('funding.amount')}{' '}
            <strong>
              {displayMoney(record.money)} {record.currency}
            </strong>
          </span>
          <span>
            {t('funding.orderNo')} <strong>{record.order_no}</strong>
          </span>
          <span>
            {t('funding.deposit.submittedAt')} <strong>{formatDateTime(record.created_at)}</strong>
          </span>
        </div>
      </div>
      {proofUrl && (
        <img src={proofUrl} alt={t('funding.deposit.proofAlt')} className={styles.previewImage} />
      )}
    </section>
  );
}
