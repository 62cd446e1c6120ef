import { displayMoney } from '@kabuto/shared/money';
import { signOf } from '@/lib/market-format';

/** An amount with its sign: "+1,200", "-300", "0". */
export function signed(value: string): string {
  return `${signOf(value) > 0 ? '+' : ''}${displayMoney(value)}`;
}
