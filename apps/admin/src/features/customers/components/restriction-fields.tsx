import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useI18n } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import type { CustomerRestrictions } from '../api/update-customer-status';

export interface Restriction {
  field: keyof CustomerRestrictions;
  label: MessageId;
  help: MessageId;
}

export const RESTRICTIONS: readonly Restriction[] = [
  {
    field: 'login_banned',
    label: 'customers.flag.loginBanned',
    help: 'customers.flag.loginBannedHelp',
  },
  {
    field: 'funds_frozen',
    label: 'customers.flag.fundsFrozen',
    help: 'customers.flag.fundsFrozenHelp',
  },
  {
    field: 'trade_barred',
    label: 'customers.flag.tradeBarred',
    help: 'customers.flag.tradeBarredHelp',
  },
];

/** A switch per restriction, each with what it stops the customer doing. */
export function RestrictionSwitches({
  value,
  onChange,
}: {
  value: CustomerRestrictions;
  onChange: (update: (current: CustomerRestrictions) => CustomerRestrictions) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="switch-list">
      {RESTRICTIONS.map(({ field, label, help }) => (
        <label key={field} className="switch-row">
          <span className="switch-row__text">
            <span className="switch-row__label">{t(label)}</span>
            <span className="switch-row__help">{t(help)}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="switch"
            name={field}
            data-testid={`status-toggle-${field}`}
            checked={value[field]}
            onChange={(event) => {
              const checked = event.target.checked;
              onChange((current) => ({ ...current, [field]: checked }));
            }}
          />
        </label>
      ))}
    </div>
  );
}

/** The exact change to confirm: each restriction switched, from and to, and the reason. */
export function ChangeSummary({
  customer,
  restrictions,
  changes,
  reason,
}: {
  customer: AdminCustomer;
  restrictions: CustomerRestrictions;
  changes: readonly Restriction[];
  reason: string;
}) {
  const { t } = useI18n();
  const onOff = (value: boolean) => (value ? t('customers.on') : t('customers.off'));
  return (
    <div data-testid="status-confirm">
      <p className="strong">{t('customers.confirmTitle')}</p>
      <ul className="change-list">
        {changes.map(({ field, label }) => (
          <li key={field} className="change-list__item">
            <span>{t(label)}</span>
            <span className="change-list__values">
              <span className="muted">{onOff(customer[field])}</span>
              <span aria-hidden="true">→</span>
              <span className={restrictions[field] ? 'text-danger strong' : 'text-success strong'}>
                {onOff(restrictions[field])}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="field__label">{t('customers.reason')}</p>
      <blockquote className="quote">{reason}</blockquote>
    </div>
  );
}
