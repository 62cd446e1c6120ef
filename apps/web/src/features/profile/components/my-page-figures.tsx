import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import { Amount } from '@/components/amount/amount';
import { FigureGrid } from '@/components/figure-grid/figure-grid';
import styles from './profile.module.css';

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
  const grid: { key: FigureKey; label: string; signed?: boolean }[] = [
    { key: 'balance', label: t('profile.balance') },
    { key: 'available', label: t('profile.available') },
    { key: 'frozen', label: t('profile.frozen') },
    { key: 'holdings_value', label: t('profile.holdingsValue') },
    { key: 'positions_margin', label: t('profile.positionsMargin') },
    { key: 'floating_pnl', label: t('profile.floatingPnl'), signed: true },
    { key: 'products_value', label: t('profile.productsValue') },
    { key: 'loans', label: t('profile.loans') },
    { key: 'positions_borrowed', label: t('profile.positionsBorrowed') },
    { key: 'total_liabilities', label: t('profile.totalLiabilities') },
    { key: 'net_assets', label: t('profile.netAssets') },
  ];
  const lines = figures?.frozen_lines ?? [];
  return (
    <>
      <FigureGrid
        total={{
          label: `${t('profile.totalAssets')} (${currency})`,
          value: figures?.total_assets,
          testId: 'my-page-total-assets',
        }}
        figures={grid.map((item) => ({
          label: item.label,
          value: figures?.[item.key],
          testId: `my-page-${item.key}`,
          ...(item.signed ? { signed: true } : {}),
        }))}
      />
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
