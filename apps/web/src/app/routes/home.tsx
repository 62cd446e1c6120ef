import { AccountSummaryCard } from '@/features/account-panel/components/account-summary-card';
import { HomeScreen } from '@/features/home/components/home-screen';

/** The home screen, with the account summary supplied by the account feature. */
export function Component() {
  return <HomeScreen summary={<AccountSummaryCard />} />;
}
