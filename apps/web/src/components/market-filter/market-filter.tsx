import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { kit } from '@/components/screen-kit/screen-kit';

export type MarketFilterValue = MarketType | 'all';

interface MarketFilterProps {
  value: MarketFilterValue;
  onChange: (value: MarketFilterValue) => void;
  /** The label of the "every market" option. */
  allLabel: string;
  /** The group's accessible name. */
  label: string;
  testIdPrefix: string;
}

/**
 * Chooses one market's currency or all of them, for lists that span markets (offerings,
 * products, subscriptions). It looks like the hero's market tabs.
 */
export function MarketFilter({
  value,
  onChange,
  allLabel,
  label,
  testIdPrefix,
}: MarketFilterProps) {
  return (
    <div className={kit.marketTabs} role="radiogroup" aria-label={label}>
      {(['all', ...MARKET_TYPES] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-market-${option}`}
        >
          {option === 'all' ? allLabel : MARKETS[option].currency}
        </button>
      ))}
    </div>
  );
}

/** The `type` parameter of a list call: undefined for every market. */
export function typeOfFilter(value: MarketFilterValue): MarketType | undefined {
  return value === 'all' ? undefined : value;
}
