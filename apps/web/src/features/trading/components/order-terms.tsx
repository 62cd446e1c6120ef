import { useTranslation } from 'react-i18next';
import type { Currency } from '@kabuto/shared/money';
import { displayMoney, formatMoney, isCurrency } from '@kabuto/shared/money';
import type { TradingTerms } from '@kabuto/shared/trading-terms';
import { bpsText } from '@kabuto/shared/trading-terms';
import { Icon } from '@/components/icon/icon';
import styles from './trading.module.css';

/** The market's fees and margin thresholds, shown before every order. */
export function TermsNotice({ terms, currency }: { terms: TradingTerms; currency: string }) {
  const { t } = useTranslation();
  // The minimum fee is held in minor units; shown here, at the display edge, in the currency.
  const minFee =
    terms.minFee > 0 && isCurrency(currency)
      ? t('trade.terms.min', { min: `${minFeeText(terms.minFee, currency)} ${currency}` })
      : null;
  return (
    <section className={styles.terms} data-testid="order-terms">
      <h3>
        <Icon name="info" size={14} strokeWidth={2.2} /> {t('trade.terms.title')}
      </h3>
      <ul>
        <li>
          {t('trade.terms.purchaseFee')} {bpsText(terms.purchaseFeeBps)}
          {minFee}
        </li>
        <li>
          {t('trade.terms.sellFee')} {bpsText(terms.sellFeeBps)}
          {minFee}
        </li>
        <li>
          {t('trade.terms.stampDuty')} {bpsText(terms.stampDutyBps)}
        </li>
        <li>{t('trade.terms.warning', { pct: terms.warningPct })}</li>
        <li>{t('trade.terms.liquidation', { pct: terms.liquidationPct })}</li>
      </ul>
    </section>
  );
}

function minFeeText(minor: number, currency: Currency): string {
  return displayMoney(formatMoney(minor, currency));
}
