import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import { Amount } from '@/components/amount/amount';
import styles from './profile.module.css';

function signClass(value: string | undefined): string {
  if (!value || !/[1-9]/.test(value)) return '';
  return value.startsWith('-') ? styles.down! : styles.up!;
}

type FigureKey = Exclude<keyof AccountFigures, 'currency' | 'frozen_lines'>;

/**
 * The account figures of the chosen market type, from user/assets: the one definition the API
 * answers, so balance = available + frozen, and every frozen line is named with its currency.
 */
export function Figures({
  figures,
  currency,
}: {
  figures: AccountFigures | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const show = (value: string | undefined) => (value === undefined ? '—' : displayMoney(value));
  const grid: { key: FigureKey; label: string; className?: string }[] = [
    { key: 'balance', label: t('profile.balance') },
    { key: 'available', label: t('profile.available') },
    { key: 'frozen', label: t('profile.frozen') },
    { key: 'holdings_value', label: t('profile.holdingsValue') },
    { key: 'positions_margin', label: t('profile.positionsMargin') },
    {
      key: 'floating_pnl',
      label: t('profile.floatingPnl'),
      className: signClass(figures?.floating_pnl),
    },
    { key: 'products_value', label: t('profile.productsValue') },
    { key: 'loans', label: t('profile.loans') },
    { key: 'positions_borrowed', label: t('profile.positionsBorrowed') },
    { key: 'total_liabilities', label: t('profile.totalLiabilities') },
    { key: 'net_assets', label: t('profile.netAssets') },
  ];
  const lines = figures?.frozen_lines ?? [];
  return (
    <>
      <div className={styles.total}>
        <span className={styles.totalLabel}>
          {t('profile.totalAssets')} ({currency})
        </span>
        <Amount
          as="strong"
          className={styles.totalValue}
          testId="my-page-total-assets"
          value={show(figures?.total_assets)}
        />
      </div>
      <dl className={styles.grid}>
        {grid.map((item) => (
          <div key={item.key} className={styles.figure}>
            <dt>{item.label}</dt>
            <Amount
              as="dd"
              className={item.className ?? ''}
              testId={`my-page-${item.key}`}
              value={show(figures?.[item.key])}
            />
          </div>
        ))}
      </dl>
      {lines.length > 0 && (
        <dl className={styles.frozenLines} data-testid="my-page-frozen-lines">
          <dt className={styles.frozenTitle}>{t('profile.frozenLines')}</dt>
          {lines.map((line) => (
            <div key={line.kind} className={styles.frozenLine}>
              <dt>{t(`profile.frozenKinds.${line.kind}`)}</dt>
              <Amount
                as="dd"
                testId={`my-page-frozen-${line.kind}`}
                value={displayMoney(line.amount)}
                unit={` ${currency}`}
              />
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
