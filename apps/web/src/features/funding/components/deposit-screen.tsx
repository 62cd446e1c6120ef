import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney, MARKET_CURRENCY } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import { CopyButton } from '@/components/screen-kit/copy-button';
import {
  AmountField,
  Card,
  Facts,
  Hero,
  kit,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { useBankDeposit } from '../api/bank-deposit';
import { useDepositAccount } from '../api/get-deposit-account';
import type { DepositAccount } from '../api/get-deposit-account';
import { useRechargeList } from '../api/get-recharge-list';
import type { RechargeRecord } from '../api/get-recharge-list';
import { useUploadUrl } from '../api/get-upload';
import { useWallets, walletOf } from '../api/get-wallets';
import { amountText, checkAmount } from '@/lib/amount-input';
import { fundingHoursText } from '../utils/funding-hours';
import styles from './funding.module.css';

/** What the server accepts as a transfer screenshot (checked again there, by the bytes). */
const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_MAX_TEXT = '5 MB';

const grouped = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An object URL for a picked file, revoked when the file changes or the screen closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** /mine/deposit: bank transfer to the broker's account, with a screenshot, reviewed by staff. */
export function DepositScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKET_CURRENCY[type];
  const wallets = useWallets();
  const account = useDepositAccount(type);
  const records = useRechargeList(type);
  const deposit = useBankDeposit();
  const [money, setMoney] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const preview = useObjectUrl(proof);
  const nonce = useRef(newNonce());

  const wallet = walletOf(wallets.data, currency);
  const latest = records.data?.find((record) => record.kind === 'bank');
  const pending = latest?.status === 0;

  const renew = () => {
    nonce.current = newNonce();
  };

  const changeType = (next: MarketType) => {
    setType(next);
    setMoney('');
    renew();
  };

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    if (!PROOF_TYPES.includes(file.type)) {
      showMessage(message('upload_type_invalid'));
      return;
    }
    if (file.size > PROOF_MAX_BYTES) {
      showMessage(message('upload_too_large', { max: PROOF_MAX_TEXT }));
      return;
    }
    setProof(file);
    renew();
  }

  function submit() {
    if (pending) {
      showMessage(message('deposit_pending'));
      return;
    }
    const problem = checkAmount(money, currency, {
      max: { value: account.data?.max, msg: 'deposit_limit_exceeded' },
    });
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    if (!proof) {
      showMessage(message('deposit_proof_required'));
      return;
    }
    deposit.mutate(
      { type, money: amountText(money), nonce: nonce.current, proof },
      {
        onSuccess: () => {
          showMessage(message('submit_success'));
          setMoney('');
          setProof(null);
          renew();
        },
      },
    );
  }

  return (
    <Screen testId="deposit-screen">
      <Hero
        label={`${t('funding.cash')} (${currency})`}
        value={wallet ? displayMoney(wallet.cash) : '—'}
        valueTestId="deposit-cash"
        aside={
          <MarketTabs
            value={type}
            onChange={changeType}
            label={t('panel.currency')}
            testIdPrefix="deposit"
          />
        }
      />
      <ScreenBody>
        {latest && <LatestDeposit record={latest} />}

        <Card step={1} title={t('funding.deposit.accountTitle')} testId="deposit-account">
          {account.data ? (
            <ReceivingAccount account={account.data} />
          ) : (
            <p>{t('common.loading')}</p>
          )}
        </Card>

        <SafetyNotice />

        <Card step={2} title={t('funding.deposit.amountTitle')}>
          <AmountField
            label={t('funding.amount')}
            labelExtra={
              account.data && t('funding.limitValue', { max: grouped(account.data.max), currency })
            }
            currency={currency}
            value={money}
            onChange={(value) => {
              setMoney(value);
              renew();
            }}
            placeholder={t('funding.amountPlaceholder')}
            testId="deposit-amount"
          />
        </Card>

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
                      onChange={pick}
                      aria-label={t('funding.deposit.proofChange')}
                    />
                  </label>
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => setProof(null)}
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
                onChange={pick}
                aria-label={t('funding.deposit.proofPick')}
                data-testid="deposit-proof-input"
              />
            </label>
          )}
        </Card>

        <RuleBox
          title={t('funding.rulesTitle')}
          testId="deposit-rules"
          rules={[
            t('funding.deposit.ruleReview'),
            t('funding.deposit.ruleOnePending'),
            ...(account.data
              ? [t('funding.deposit.ruleLimit', { max: grouped(account.data.max), currency })]
              : []),
          ]}
        />

        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          disabled={pending}
          loading={deposit.isPending}
          onClick={submit}
          data-testid="deposit-submit"
        >
          {t('funding.deposit.submit')}
        </Button>
      </ScreenBody>
    </Screen>
  );
}

function ReceivingAccount({ account }: { account: DepositAccount }) {
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
function LatestDeposit({ record }: { record: RechargeRecord }) {
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
