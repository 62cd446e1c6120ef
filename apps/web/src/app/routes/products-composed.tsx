/**
 * Share lending lends the positions feature's holdings: the app layer reads the held positions
 * and hands the lending screen the long ones (features do not import each other).
 */
import type { Language } from '@kabuto/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { useHeldPositions } from '@/features/positions/api/get-held-positions';
import { LendingScreen } from '@/features/lending/components/lending-screen';
import { useSessionStore } from '@/lib/session-store';

export function LendingRoute() {
  const { i18n } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const held = useHeldPositions(type, i18n.language as Language);
  const holdings = held.data?.rows
    .filter((row) => row.direction === 'long' && row.status === 0)
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      quantity: row.stock_num,
      price: row.nowprice,
    }));
  return <LendingScreen holdings={holdings} />;
}
