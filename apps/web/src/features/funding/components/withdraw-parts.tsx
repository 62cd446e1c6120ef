import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankCard, WithdrawRules as Rules } from '@kabuto/shared/contracts/funding';
import type { MarketType } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { Card, Facts, kit, statusKey, statusTone, Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { useWithdrawalRecords } from '../api/get-withdrawal-list';
import { fundingHoursText } from '../utils/funding-hours';
import styles from './funding.module.css';

const ADD_CARD = '/mine/bankAdd?from=withdraw';

export interface WithdrawRequirements {
  kycPassed: boolean;
  fundPasswordSet: boolean;
}

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

interface ChecklistProps {
  requirements: WithdrawRequirements | undefined;
  /** Undefined while the cards load. */
  hasCard: boolean | undefined;
}

/** What a withdrawal needs (verified identity, a card, a fund password), each with its fix. */
export function WithdrawChecklist({ requirements, hasCard }: ChecklistProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checks = [
    {
      key: 'kyc',
      label: t('funding.withdraw.kyc'),
      done: requirements?.kycPassed,
      action: t('funding.withdraw.goKyc'),
      to: '/mine/verified',
    },
    {
      key: 'card',
      label: t('funding.withdraw.card'),
      done: hasCard,
      action: t('funding.withdraw.goCard'),
      to: ADD_CARD,
    },
    {
      key: 'fundPassword',
      label: t('funding.withdraw.fundPassword'),
      done: requirements?.fundPasswordSet,
      action: t('funding.withdraw.goFundPassword'),
      to: '/mine/fundPassword',
    },
  ];
  return (
    <Card title={t('funding.withdraw.checklistTitle')} testId="withdraw-checklist">
      <ul className={styles.checks}>
        {checks.map((check) => (
          <li
            key={check.key}
            className={styles.check}
            data-done={check.done !== false}
            data-testid={`withdraw-check-${check.key}`}
          >
            <span className={styles.checkMark}>
              <Icon name={check.done === false ? 'close' : 'check'} size={13} strokeWidth={3} />
            </span>
            <span className={styles.checkLabel}>{check.label}</span>
            {check.done === false ? (
              <button
                type="button"
                className={styles.checkAction}
                onClick={() => navigate(check.to)}
              >
                {check.action}
              </button>
            ) : (
              check.done && <Tag tone="passed">{t('funding.withdraw.done')}</Tag>
            )}
          </li>
        ))}
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
                <span className={kit.rowSub}>{formatDateTime(row.created_at)}</span>
                {row.status === 2 && row.reason && (
                  <span className={kit.rowReason}>
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
