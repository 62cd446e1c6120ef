import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  BankCard,
  WithdrawalChecklist,
  WithdrawalCheckRule,
  WithdrawRules as Rules,
} from '@kabuto/shared/contracts/funding';
import { WITHDRAWAL_CHECK_RULES } from '@kabuto/shared/funding-kinds';
import type { MarketType } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { Card, Facts, kit, statusKey, statusTone, Tag } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { useWithdrawalRecords } from '../api/get-withdrawal-list';
import { fundingHoursText } from '../utils/funding-hours';
import styles from './funding.module.css';

const ADD_CARD = '/mine/bankAdd?from=withdraw';

/** The minimum, fee, arrival and hours of withdrawals, before anything is asked. */
export function WithdrawRules(props: { rules: Rules | undefined; currency: string }) {
  const { rules, currency } = props;
  const { t } = useTranslation();
  const config = useSiteConfig();
  const hours = fundingHoursText(
    t,
    configValue(config.data, 'funding_days'),
    configValue(config.data, 'funding_hours'),
  );
  return (
    <Card title={t('funding.withdraw.rulesTitle')} testId="withdraw-rules">
      <Facts
        items={[
          {
            label: t('funding.withdraw.minimum'),
            value: rules ? `${displayMoney(rules.min)} ${currency}` : '—',
            testId: 'withdraw-rule-min',
          },
          {
            label: t('funding.withdraw.fee'),
            value: t('funding.withdraw.feeFree'),
            testId: 'withdraw-rule-fee',
          },
          {
            label: t('funding.withdraw.arrival'),
            value: t('funding.withdraw.arrivalValue'),
            testId: 'withdraw-rule-arrival',
          },
          { label: t('funding.withdraw.hours'), value: hours },
        ]}
      />
      <ul className={`${kit.rulesList} ${kit.cardNotes}`} data-testid="withdraw-rule-notes">
        {rules?.requires_no_positions && <li>{t('funding.withdraw.positionsRule')}</li>}
        <li>{t('funding.withdraw.freezeRule')}</li>
      </ul>
    </Card>
  );
}

/** Where the customer fixes a failing rule, by the message it fails with. */
type FixAction =
  | 'funding.withdraw.goKyc'
  | 'funding.withdraw.goFundPassword'
  | 'funding.withdraw.goCard'
  | 'funding.withdraw.goPositions';
const FIXES: Readonly<Record<string, { action: FixAction; to: string }>> = {
  kyc_required: { action: 'funding.withdraw.goKyc', to: '/mine/verified' },
  kyc_rejected: { action: 'funding.withdraw.goKyc', to: '/mine/verified' },
  fund_password_not_set: { action: 'funding.withdraw.goFundPassword', to: '/mine/fundPassword' },
  bank_card_required: { action: 'funding.withdraw.goCard', to: ADD_CARD },
  positions_open: { action: 'funding.withdraw.goPositions', to: '/position/index' },
};

/** The test ids of the first three rules, as before the server answered the list. */
const CHECK_IDS: Partial<Record<WithdrawalCheckRule, string>> = {
  standing: 'kyc',
  bank_card: 'card',
  fund_password: 'fundPassword',
};

/**
 * Every rule of a withdrawal as the server evaluates it now (user/withdrawcheck), before the fund
 * password is asked: a failing rule says why, and offers its fix when the customer has one.
 */
export function WithdrawChecklist({ checklist }: { checklist: WithdrawalChecklist | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const items = checklist?.items ?? WITHDRAWAL_CHECK_RULES.map((rule) => ({ rule, ok: undefined }));
  return (
    <Card title={t('funding.withdraw.checklistTitle')} testId="withdraw-checklist">
      <ul className={styles.checks}>
        {items.map((item) => {
          const failed = 'msg' in item && !item.ok ? item : null;
          const fix = failed?.msg ? FIXES[failed.msg] : undefined;
          return (
            <li
              key={item.rule}
              className={styles.check}
              data-done={item.ok !== false}
              data-rule={item.rule}
              data-testid={`withdraw-check-${CHECK_IDS[item.rule] ?? item.rule}`}
            >
              <span className={styles.checkMark}>
                <Icon name={item.ok === false ? 'close' : 'check'} size={13} strokeWidth={3} />
              </span>
              <span className={styles.checkLabel}>
                {t(`funding.withdraw.checks.${item.rule}`)}
                {failed?.msg && (
                  <span className={styles.checkWhy}>{message(failed.msg, failed.params)}</span>
                )}
              </span>
              {fix ? (
                <button
                  type="button"
                  className={styles.checkAction}
                  onClick={() => navigate(fix.to)}
                >
                  {t(fix.action)}
                </button>
              ) : (
                item.ok && <Tag tone="passed">{t('funding.withdraw.done')}</Tag>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

interface CardsProps {
  cards: BankCard[] | undefined;
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}

/** The bound cards to pay out to, or the way to add one. */
export function WithdrawCards({ cards, chosenId, onChoose }: CardsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t('funding.withdraw.cardTitle')}
      extra={
        cards && cards.length > 0 ? (
          <button type="button" className={styles.addLink} onClick={() => navigate(ADD_CARD)}>
            <Icon name="plus" size={14} strokeWidth={2.6} />
            {t('funding.withdraw.addCard')}
          </button>
        ) : undefined
      }
    >
      {cards && cards.length === 0 ? (
        <div className={styles.emptyCards}>
          <span>{t('funding.withdraw.noCard')}</span>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            onClick={() => navigate(ADD_CARD)}
            data-testid="withdraw-add-card"
          >
            {t('funding.withdraw.addCard')}
          </Button>
        </div>
      ) : (
        <div className={styles.cardOptions} role="radiogroup">
          {(cards ?? []).map((card) => (
            <CardOption
              key={card.id}
              card={card}
              checked={card.id === chosenId}
              onChoose={() => onChoose(card.id)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}

function CardOption(props: { card: BankCard; checked: boolean; onChoose: () => void }) {
  const { card, checked, onChoose } = props;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={styles.cardOption}
      onClick={onChoose}
      data-testid={`withdraw-card-${card.id}`}
    >
      <span className={styles.cardOptionIcon}>
        <Icon name="card" size={20} strokeWidth={2} />
      </span>
      <span className={styles.cardOptionText}>
        <strong>
          {card.bank} {card.branch}
        </strong>
        <span>
          {card.card} · {card.name}
        </span>
      </span>
      <span className={styles.radio} aria-hidden="true" />
    </button>
  );
}

/** The ten latest withdrawal requests of the market, with their review status. */
export function WithdrawHistory({ type }: { type: MarketType }) {
  const { t } = useTranslation();
  const history = useWithdrawalRecords(type);
  return (
    <Card title={t('funding.withdraw.history')} testId="withdraw-history">
      {history.data && history.data.length === 0 ? (
        <NoData />
      ) : (
        <ul className={kit.rows}>
          {(history.data ?? []).slice(0, 10).map((row) => (
            <li key={row.id} className={kit.row} data-testid={`withdrawal-${row.id}`}>
              <div className={kit.rowMain}>
                <span className={kit.rowTitle}>
                  {displayMoney(row.money)} {row.currency}
                </span>
                <span className={kit.rowSub}>
                  {t('funding.orderNo')} {row.order_no} · {formatDateTime(row.created_at)}
                </span>
                {row.status !== 2 && row.arrival_by && (
                  <span className={kit.rowSub} data-testid={`withdrawal-arrival-${row.id}`}>
                    {row.status === 1
                      ? `${t('funding.withdraw.paidAt')} ${formatDateTime(row.decided_at)} · `
                      : ''}
                    {t('funding.withdraw.arrivalBy', { at: formatDateTime(row.arrival_by) })}
                  </span>
                )}
                {row.status === 2 && row.reason && (
                  <span className={kit.rowReason} data-testid={`withdrawal-reason-${row.id}`}>
                    {t('funding.reason')}: {row.reason}
                  </span>
                )}
              </div>
              <div className={kit.rowSide}>
                <Tag tone={statusTone(row.status)}>
                  {t(`funding.status.${statusKey(row.status)}`)}
                </Tag>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
