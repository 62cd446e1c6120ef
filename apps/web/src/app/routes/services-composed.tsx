/**
 * Credit screens that need the customer's user info, which the account feature owns: the app
 * layer reads it and hands the screens what they need (features do not import each other).
 */
import { useUserinfo } from '@/features/account-panel/api/get-userinfo';
import { LoanScreen } from '@/features/loans/components/loan-screen';
import { useSessionStore } from '@/lib/session-store';

export function LoanRoute() {
  const type = useSessionStore((state) => state.marketType);
  const user = useUserinfo(type).data;
  return <LoanScreen kycStatus={user?.kyc_status} cash={user?.[type]} />;
}
