/**
 * Account screens that need the customer's user info, which the account feature owns: the app
 * layer reads it and hands the screens what they need (features do not import each other).
 */
import { useUserinfo } from '@/features/account-panel/api/get-userinfo';
import { WithdrawScreen } from '@/features/funding/components/withdraw-screen';
import { MenuScreen } from '@/features/account-panel/components/menu-screen';
import { FundUnlockCard } from '@/features/fund-unlock/components/fund-unlock-card';
import { FundPasswordScreen } from '@/features/profile/components/fund-password-screen';
import { MyPageScreen } from '@/features/profile/components/my-page-screen';
import { TwoFactorScreen } from '@/features/security/components/two-factor-screen';
import { AllocationCard } from '@/features/insight/components/allocation-card';
import { PerformanceCard } from '@/features/insight/components/performance-card';
import { useSessionStore } from '@/lib/session-store';

function useCurrentUser() {
  const type = useSessionStore((state) => state.marketType);
  return useUserinfo(type).data;
}

export function WithdrawRoute() {
  return <WithdrawScreen />;
}

export function FundPasswordRoute() {
  const user = useCurrentUser();
  return <FundPasswordScreen hasFundPassword={user?.has_fund_password} />;
}

export function MyPageRoute() {
  const user = useCurrentUser();
  return (
    <MyPageScreen
      user={user}
      unlock={<FundUnlockCard />}
      insight={
        <>
          <PerformanceCard />
          <AllocationCard />
        </>
      }
    />
  );
}

export function MenuRoute() {
  return <MenuScreen unlock={<FundUnlockCard compact />} />;
}

export function TwoFactorRoute() {
  const user = useCurrentUser();
  return <TwoFactorScreen twoFactor={user?.two_factor} />;
}
