import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { useToast } from '../../../components/toast';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import type { Envelope } from '@kabuto/shared/api';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateCustomerStatus, type CustomerRestrictions } from '../api/update-customer-status';

const REASON_LENGTH_MAX = 500;
/**
 * The apply button sits where the review button was: it stays disabled this long after the
 * confirmation appears, so a double click on "review" cannot apply the change unseen.
 */
const CONFIRM_ARM_DELAY_MS = 600;

const RESTRICTIONS: readonly {
  field: keyof CustomerRestrictions;
  label: MessageId;
  help: MessageId;
}[] = [
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

/**
 * Changes a customer's restrictions in two steps: set the switches and the reason, then confirm
 * the exact change. Nothing is sent before the confirmation.
 */
export function CustomerStatusEditor({
  customer,
  onClose,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const mutation = useUpdateCustomerStatus();
  return (
    <Dialog
      open={customer !== null}
      title={customer ? t('customers.editorTitle', { account: customer.account }) : ''}
      onClose={onClose}
      busy={mutation.isPending}
      testId="customer-status-editor"
    >
      {customer && (
        <EditorForm
          key={customer.account}
          customer={customer}
          busy={mutation.isPending}
          onApply={(restrictions, reason) =>
            mutation.mutateAsync({ account: customer.account, ...restrictions, reason })
          }
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface EditorFormProps {
  customer: AdminCustomer;
  busy: boolean;
  onApply: (restrictions: CustomerRestrictions, reason: string) => Promise<Envelope<unknown>>;
  onClose: () => void;
}

function EditorForm({ customer, busy, onApply, onClose }: EditorFormProps) {
  const { t, say } = useI18n();
  const toast = useToast();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [restrictions, setRestrictions] = useState<CustomerRestrictions>({
    login_banned: customer.login_banned,
    funds_frozen: customer.funds_frozen,
    trade_barred: customer.trade_barred,
  });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);
  const changes = RESTRICTIONS.filter(({ field }) => restrictions[field] !== customer[field]);
  const tightens = changes.some(({ field }) => restrictions[field]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'edit') {
      if (changes.length === 0) return setError({ id: 'customers.noChange' });
      if (!reason.trim()) return setError({ id: 'customers.reasonRequired' });
      setError(null);
      return setStep('confirm');
    }
    try {
      const result = await onApply(restrictions, reason.trim());
      toast.show('success', { msg: result.msg, params: result.params });
      onClose();
    } catch (failure) {
      // Shown inside the dialog, which stays open so the staff member can retry or cancel.
      setError(failureMessage(failure));
    }
  }

  const onOff = (value: boolean) => (value ? t('customers.on') : t('customers.off'));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        {error && (
          <p className="callout callout--danger" role="alert" data-testid="status-error">
            {say(error)}
          </p>
        )}
        {step === 'edit' ? (
          <>
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
                    checked={restrictions[field]}
                    onChange={(event) => {
                      const checked = event.target.checked;
                      setRestrictions((current) => ({ ...current, [field]: checked }));
                    }}
                  />
                </label>
              ))}
            </div>
            <label className="field">
              <span className="field__label">
                {t('customers.reason')}
                <span className="field__required">{t('common.required')}</span>
              </span>
              <textarea
                className="input textarea"
                name="reason"
                rows={3}
                maxLength={REASON_LENGTH_MAX}
                data-testid="status-reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <span className="field__hint">{t('customers.reasonHint')}</span>
            </label>
          </>
        ) : (
          <div data-testid="status-confirm">
            <p className="strong">{t('customers.confirmTitle')}</p>
            <ul className="change-list">
              {changes.map(({ field, label }) => (
                <li key={field} className="change-list__item">
                  <span>{t(label)}</span>
                  <span className="change-list__values">
                    <span className="muted">{onOff(customer[field])}</span>
                    <span aria-hidden="true">→</span>
                    <span
                      className={restrictions[field] ? 'text-danger strong' : 'text-success strong'}
                    >
                      {onOff(restrictions[field])}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="field__label">{t('customers.reason')}</p>
            <blockquote className="quote">{reason.trim()}</blockquote>
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        {step === 'edit' ? (
          <>
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" data-testid="status-review">
              {t('customers.reviewChange')}
            </button>
          </>
        ) : (
          <ConfirmButtons
            busy={busy}
            tightens={tightens}
            onBack={() => {
              setError(null);
              setStep('edit');
            }}
          />
        )}
      </DialogFooter>
    </form>
  );
}

function ConfirmButtons({
  busy,
  tightens,
  onBack,
}: {
  busy: boolean;
  /** Whether a restriction is being switched on (a red button) rather than lifted. */
  tightens: boolean;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), CONFIRM_ARM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={onBack}>
        {t('common.back')}
      </button>
      <button
        type="submit"
        className={`button ${tightens ? 'button--danger' : 'button--primary'}`}
        disabled={busy || !armed}
        data-testid="status-apply"
      >
        {busy ? t('customers.applying') : t('customers.apply')}
      </button>
    </>
  );
}
