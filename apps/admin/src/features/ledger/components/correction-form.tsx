import { useState, type FormEvent } from 'react';
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
      <label className="field">
        <span className="field__label">{t('ledger.correction.transfer')}</span>
        <input
          className="input"
          name="transfer_id"
          inputMode="numeric"
          value={transfer}
          onChange={(e) => setTransfer(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('ledger.correction.reason')}</span>
        <input
          className="input"
          name="correction-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={propose.isPending}>
        {t('ledger.correction.submit')}
      </button>
    </form>
  );
}
