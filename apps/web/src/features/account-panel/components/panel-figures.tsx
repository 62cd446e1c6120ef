import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import type { AccountFigures as Figures } from '@kabuto/shared/contracts/funding';
import { Amount } from '@/components/amount/amount';
import { FigureGrid } from '@/components/figure-grid/figure-grid';
import styles from './account.module.css';

interface PanelFiguresProps {
  figures: Figures | null;
  type: MarketType;
}

/** The account figures (user/assets) as the panel shows them; frozen money by kind. */
export function PanelFigures({ figures, type }: PanelFiguresProps) {
  const { t } = useTranslation();
  const currency = MARKETS[type].currency;
  return (
    <div className={styles.figures}>
      <FigureGrid
        total={{
          label: `${t('panel.totalAssets')} (${currency})`,
          value: figures?.total_assets,
          testId: 'panel-total-assets',
        }}
        figures={[
          {
            label: t('panel.holdingsValue'),
            value: figures?.holdings_value,
            testId: 'panel-holdings-value',
          },
          {
            label: t('panel.floatingPnl'),
            value: figures?.floating_pnl,
            testId: 'panel-floating-pnl',
            signed: true,
          },
          { label: t('panel.cash'), value: figures?.available, testId: 'panel-cash' },
          { label: t('panel.frozen'), value: figures?.frozen, testId: 'panel-frozen' },
        ]}
      />
      {figures && figures.frozen_lines.length > 0 && (
        <ul className={styles.frozenLines} data-testid="panel-frozen-lines">
          {figures.frozen_lines.map((line) => (
            <li key={line.kind}>
              <span>{t(`profile.frozenKinds.${line.kind}`)}</span>
              <Amount value={displayMoney(line.amount)} unit={` ${currency}`} />
            </li>
          ))}
        </ul>
      )}
      {/* Borrowed credit is owed, not owned: it stands apart from the assets above. */}
      <div className={styles.liability}>
        <span>{t('panel.borrowed')}</span>
        <Amount
          as="strong"
          testId="panel-borrowed"
          value={figures ? displayMoney(figures.loans) : '—'}
        />
      </div>
    </div>
  );
}
