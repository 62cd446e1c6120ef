import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { UNKNOWN, compactMoney, compactNumber, formatPrice } from '@/lib/market-format';
import type { Quote } from '@kabuto/shared/contracts/market';
import { Amount } from '@/components/amount/amount';
import styles from './market.module.css';

const SECTOR_KEYS: Readonly<Record<string, string>> = {
  Technology: 'technology',
  Communication: 'communication',
  'Consumer Discretionary': 'consumerDiscretionary',
  'Consumer Staples': 'consumerStaples',
  Energy: 'energy',
  Financials: 'financials',
  'Health Care': 'healthCare',
  Industrials: 'industrials',
  Materials: 'materials',
  'Real Estate': 'realEstate',
  Utilities: 'utilities',
};

function percent(value: string | null): string {
  return value === null ? UNKNOWN : `${value}%`;
}

function ratio(value: number | null): string {
  return value === null ? UNKNOWN : `${value.toFixed(2)}×`;
}

/** The key figures of SPEC §3 "Stock". */
export function KeyFigures({ quote: q, language }: { quote: Quote; language: Language }) {
  const { t } = useTranslation();
  const noLimit = t('market.figures.noLimit');
  const sectorKey = SECTOR_KEYS[q.sector];
  const figures: readonly { key: string; label: string; value: string }[] = [
    { key: 'volume', label: t('market.figures.volume'), value: compactNumber(q.volume, language) },
    {
      key: 'turnover',
      label: t('market.figures.turnover'),
      value: compactMoney(q.turnover, q.currency, language),
    },
    {
      key: 'market-value',
      label: t('market.figures.marketValue'),
      value: compactMoney(q.market_value, q.currency, language),
    },
    {
      key: 'shares',
      label: t('market.figures.sharesOutstanding'),
      value: compactNumber(q.shares_outstanding, language),
    },
    { key: 'high-52w', label: t('market.figures.high52w'), value: formatPrice(q.high_52w) },
    { key: 'low-52w', label: t('market.figures.low52w'), value: formatPrice(q.low_52w) },
    {
      key: 'limit-up',
      label: t('market.figures.limitUp'),
      value: q.limit_up === null ? noLimit : formatPrice(q.limit_up),
    },
    {
      key: 'limit-down',
      label: t('market.figures.limitDown'),
      value: q.limit_down === null ? noLimit : formatPrice(q.limit_down),
    },
    { key: 'per', label: t('market.figures.per'), value: ratio(q.per) },
    { key: 'pbr', label: t('market.figures.pbr'), value: ratio(q.pbr) },
    {
      key: 'dividend-yield',
      label: t('market.figures.dividendYield'),
      value: percent(q.dividend_yield),
    },
    {
      key: 'foreign-ownership',
      label: t('market.figures.foreignOwnership'),
      value: percent(q.foreign_ownership),
    },
    { key: 'short-ratio', label: t('market.figures.shortRatio'), value: percent(q.short_ratio) },
    {
      key: 'short-balance',
      label: t('market.figures.shortBalance'),
      value: q.short_balance === null ? UNKNOWN : compactNumber(q.short_balance, language),
    },
    { key: 'bid', label: t('market.figures.bid'), value: formatPrice(q.bid) },
    { key: 'ask', label: t('market.figures.ask'), value: formatPrice(q.ask) },
    { key: 'tick', label: t('market.figures.tickSize'), value: formatPrice(q.tick_size) },
    {
      key: 'sector',
      label: t('market.figures.sector'),
      value: sectorKey ? t(`market.sectors.${sectorKey}` as 'market.sectors.technology') : q.sector,
    },
  ];
  return (
    <dl className={styles.keyFigures} data-testid="key-figures">
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`figure-${figure.key}`}>
          <dt>{figure.label}</dt>
          <Amount as="dd" value={figure.value} />
        </div>
      ))}
    </dl>
  );
}
