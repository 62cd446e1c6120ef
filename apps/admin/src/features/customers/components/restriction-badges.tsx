import { Badge } from '../../../components/badge';
import { useI18n } from '../../../i18n/i18n-provider';
import type { CustomerRestrictions } from '../api/update-customer-status';

export function RestrictionBadges({ customer }: { customer: CustomerRestrictions }) {
  const { t } = useI18n();
  const any = customer.login_banned || customer.funds_frozen || customer.trade_barred;
  if (!any) return <Badge tone="success">{t('customers.flag.active')}</Badge>;
  return (
    <span className="badge-list">
      {customer.login_banned && <Badge tone="danger">{t('customers.flag.loginBanned')}</Badge>}
      {customer.funds_frozen && <Badge tone="warning">{t('customers.flag.fundsFrozen')}</Badge>}
      {customer.trade_barred && <Badge tone="warning">{t('customers.flag.tradeBarred')}</Badge>}
    </span>
  );
}
