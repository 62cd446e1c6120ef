import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { AccountSummaryCard } from '@/features/account-panel/components/account-summary-card';
import { HomeScreen } from '@/features/home/components/home-screen';
import { MarketOverview } from '@/features/market/components/market-overview';
import { TwoFactorOfferCard } from '@/features/security/components/two-factor-offer-card';

/** SPEC §9: the pull-to-refresh head is 50 px high. */
const PULL_HEAD_HEIGHT = 50;

/**
 * The home screen, with the account summary and the market supplied by their features. Pulling
 * down reloads everything on it.
 */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <PullToRefresh
      headHeight={PULL_HEAD_HEIGHT}
      threshold={PULL_HEAD_HEIGHT}
      onRefresh={() => queryClient.refetchQueries({ type: 'active' })}
    >
      <HomeScreen
        summary={
          <>
            <TwoFactorOfferCard />
            <AccountSummaryCard />
          </>
        }
        market={<MarketOverview />}
      />
    </PullToRefresh>
  );
}
