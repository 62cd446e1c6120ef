import type { AdminCustomer } from '@kabuto/shared/contracts/admin-staff';
import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useI18n } from '../../../i18n/i18n-provider';
import type { Envelope } from '@kabuto/shared/api';
import { useCommand } from '../../../lib/use-command';
import { useUpdateCustomerStatus, type CustomerRestrictions } from '../api/update-customer-status';
import { ChangeSummary, RESTRICTIONS, RestrictionSwitches } from './restriction-fields';

/**
 * The apply button sits where the review button was: it stays disabled this long after the
 * confirmation appears, so a double click on "review" cannot apply the change unseen.
 */
const CONFIRM_ARM_DELAY_MS = 600;

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
  const { t } = useI18n();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [restrictions, setRestrictions] = useState<CustomerRestrictions>({
    login_banned: customer.login_banned,
    funds_frozen: customer.funds_frozen,
    trade_barred: customer.trade_barred,
  });
  const [reason, setReason] = useState('');
  const { error, setError, send } = useCommand();
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
    await send(() => onApply(restrictions, reason.trim()), onClose);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <FormError error={error} testId="status-error" />
        {step === 'edit' ? (
          <>
            <RestrictionSwitches value={restrictions} onChange={setRestrictions} />
            <TextAreaField
              label={t('customers.reason')}
              mark="required"
              hint={t('customers.reasonHint')}
              name="reason"
              rows={3}
              maxLength={REASON_LENGTH_MAX}
              testId="status-reason"
              value={reason}
              onChange={setReason}
            />
          </>
        ) : (
          <ChangeSummary
            customer={customer}
            restrictions={restrictions}
            changes={changes}
            reason={reason.trim()}
          />
        )}
      </DialogBody>
      <DialogFooter>
        {step === 'edit' ? (
          <ReviewButtons onCancel={onClose} />
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

/** The edit step's way out, and on to the confirmation. */
function ReviewButtons({ onCancel }: { onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="button button--primary" data-testid="status-review">
        {t('customers.reviewChange')}
      </button>
    </>
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
