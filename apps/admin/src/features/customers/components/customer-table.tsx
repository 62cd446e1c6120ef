import type { AdminCustomer, KycStatus } from '@kabuto/shared/contracts/admin-staff';
import { Badge, type BadgeTone } from '../../../components/badge';
import { TableHead } from '../../../components/table-head';
import { useI18n } from '../../../i18n/i18n-provider';
import { RestrictionBadges } from './restriction-badges';

const KYC_TONES: Readonly<Record<KycStatus, BadgeTone>> = {
  none: 'neutral',
  pending: 'warning',
  passed: 'success',
  rejected: 'danger',
};

export function CustomerTable({
  items,
  onEdit,
  onDocuments,
}: {
  items: readonly AdminCustomer[];
  onEdit: (customer: AdminCustomer) => void;
  /** Opens the customer's confirmations and statements (audited). */
  onDocuments: (account: string) => void;
}) {
  const { t, label, formatDateTime } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="customers-table">
        <TableHead
          columns={[
            { label: t('customers.col.account') },
            { label: t('customers.col.registered') },
            { label: t('customers.col.kyc') },
            { label: t('customers.col.status') },
            { label: t('customers.col.invite') },
            { label: t('customers.col.inviter') },
          ]}
          actions={t('customers.col.actions')}
        />
        <tbody>
          {items.map((customer) => (
            <tr key={customer.account} data-testid={`customer-row-${customer.account}`}>
              <td className="mono strong">{customer.account}</td>
              <td className="nowrap">{formatDateTime(customer.created_at)}</td>
              <td>
                <Badge tone={KYC_TONES[customer.kyc_status] ?? 'neutral'}>
                  {label('customers.kyc', customer.kyc_status)}
                </Badge>
              </td>
              <td>
                <RestrictionBadges customer={customer} />
                {customer.status_reason &&
                  (customer.login_banned || customer.funds_frozen || customer.trade_barred) && (
                    <div className="reason small muted">{customer.status_reason}</div>
                  )}
              </td>
              <td className="mono">{customer.invite_code || t('common.none')}</td>
              <td className="mono">{customer.inviter || t('common.none')}</td>
              <td className="table__actions">
                <button
                  type="button"
                  className="button button--small"
                  data-testid="customer-edit"
                  onClick={() => onEdit(customer)}
                >
                  {t('customers.edit')}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  data-testid="customer-documents-open"
                  onClick={() => onDocuments(customer.account)}
                >
                  {t('customers.documents')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
