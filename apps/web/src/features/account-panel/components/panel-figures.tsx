import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import type { AccountFigures as Figures } from '@kabuto/shared/contracts/funding';
import { Amount } from '@/components/amount/amount';
import styles from './account.module.css';

interface PanelFiguresProps {
  figures: Figures | null;
  type: MarketType;
}

/** Shown while a figure is unknown; never a made-up number. */
const UNKNOWN = '—';

function signClass(value: string | undefined): string {
  if (!value || /^-?0*(\.0*)?$/.test(value)) return '';
  return value.startsWith('-') ? styles.down! : styles.up!;
}

/** The account figures (user/assets), each as displayMoney() text; frozen money by kind. */
export function PanelFigures({ figures, type }: PanelFiguresProps) {
  const { t } = useTranslation();
  const show = (value: string | undefined) => (value === undefined ? UNKNOWN : displayMoney(value));
  const grid: readonly {
    label: 'holdingsValue' | 'cash' | 'frozen' | 'floatingPnl';
    value: string | undefined;
    testId: string;
    className?: string;
  }[] = [
    { label: 'holdingsValue', value: figures?.holdings_value, testId: 'panel-holdings-value' },
    {
      label: 'floatingPnl',
      value: figures?.floating_pnl,
      testId: 'panel-floating-pnl',
      className: signClass(figures?.floating_pnl),
    },
    { label: 'cash', value: figures?.available, testId: 'panel-cash' },
    { label: 'frozen', value: figures?.frozen, testId: 'panel-frozen' },
  ];
  const currency = MARKETS[type].currency;
  return (
    <div className={styles.figures}>
      <div className={styles.total}>
        <span className={styles.totalLabel}>
          {t('panel.totalAssets')} ({currency})
        </span>
        <Amount
          as="strong"
          className={styles.totalValue}
          testId="panel-total-assets"
          value={show(figures?.total_assets)}
        />
      </div>
      <dl className={styles.figureGrid}>
        {grid.map((item) => (
          <div key={item.label} className={styles.figure}>
            <dt>{t(`panel.${item.label}`)}</dt>
            <Amount
              as="dd"
              className={item.className ?? ''}
              testId={item.testId}
              value={show(item.value)}
            />
          </div>
        ))}
      </dl>
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
        <Amount as="strong" testId="panel-borrowed" value={show(figures?.loans)} />
      </div>
    </div>
  );
}
