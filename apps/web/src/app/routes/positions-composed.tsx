/**
 * The positions screen shows the account feature's borrowed credit (user info `<type>yjed`):
 * the app layer reads it and hands it over (features do not import each other). Its
 * subscription and following tabs are the IPO and copy-trading features' lists, and share
 * lending is reached from under the held positions.
 */
import { useUserinfo } from '@/features/account-panel/api/get-userinfo';
import { FollowList } from '@/features/copy/components/follow-list';
import { SubscriptionList } from '@/features/ipo/components/subscription-list';
import { LendingEntry } from '@/features/lending/components/lending-entry';
import { PositionsScreen } from '@/features/positions/components/positions-screen';
import { useSessionStore } from '@/lib/session-store';

export function PositionsRoute() {
  const type = useSessionStore((state) => state.marketType);
  const user = useUserinfo(type).data;
  return (
    <PositionsScreen
      borrowed={user?.[`${type}yjed`]}
      subscriptions={<SubscriptionList type={type} />}
      follows={<FollowList type={type} />}
      holdFooter={<LendingEntry />}
    />
  );
}
