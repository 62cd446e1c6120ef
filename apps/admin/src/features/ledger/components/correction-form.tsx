import { useState, type FormEvent } from 'react';
import { InputField } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { useI18n } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { useProposeCorrection } from '../api/propose-correction';

/** Proposes a ledger correction: a reversing transfer of one transfer, with a reason. */
export function CorrectionForm() {
  const { t } = useI18n();
  const toast = useToast();
  const propose = useProposeCorrection();
  const [transfer, setTransfer] = useState('');
  const [reason, setReason] = useState('');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    propose.mutate(
      { transfer_id: Number(transfer), reason },
      {
        onSuccess: (r) => toast.show('success', { msg: r.msg }),
        onError: (e) => toast.show('error', failureMessage(e)),
      },
    );
  }
  return (
    <form className="card" onSubmit={onSubmit} noValidate data-testid="correction-form">
      <h2>{t('ledger.correction.title')}</h2>
      <p className="muted">{t('ledger.correction.lead')}</p>
      <InputField
        label={t('ledger.correction.transfer')}
        name="transfer_id"
        inputMode="numeric"
        value={transfer}
        onChange={setTransfer}
      />
      <InputField
        label={t('ledger.correction.reason')}
        name="correction-reason"
        value={reason}
        onChange={setReason}
      />
      <button type="submit" className="button button--primary" disabled={propose.isPending}>
        {t('ledger.correction.submit')}
      </button>
    </form>
  );
}
