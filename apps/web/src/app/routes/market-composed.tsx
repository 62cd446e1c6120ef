/**
 * The stock detail carries the trading feature's order entry: the app layer puts the two
 * features together (features do not import each other).
 */
import { QuoteDetailScreen } from '@/features/market/components/quote-detail-screen';
import { OrderEntry } from '@/features/trading/components/order-entry';
import { QuoteAlerts } from '@/features/alerts/components/quote-alerts';

export function QuoteInfoRoute() {
  return (
    <QuoteDetailScreen
      orderEntry={(quote) => <OrderEntry instrument={quote} />}
      alerts={(quote) => <QuoteAlerts code={quote.code} price={quote.price} />}
    />
  );
}
