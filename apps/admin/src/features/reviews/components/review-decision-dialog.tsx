import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { useState, type FormEvent } from 'react';
import {
  WITHDRAWAL_REJECT_REASONS,
  WITHDRAWAL_REJECT_TEXTS,
  isWithdrawalRejectReason,
  type WithdrawalRejectReason,
} from '@kabuto/shared/withdrawal-reasons';
import { CancelAndSubmit, Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { Field, REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useI18n } from '../../../i18n/i18n-provider';
import type { Envelope } from '@kabuto/shared/api';
import { useCommand } from '../../../lib/use-command';
import { useApproveReview } from '../api/approve-review';
import { useRejectReview } from '../api/reject-review';

export type ReviewDecision = 'approve' | 'reject';

interface ReviewDecisionDialogProps {
  mode: ReviewDecision;
  /** The application decided on; null while closed. */
  item: ReviewItem | null;
  onClose: () => void;
}

/** Confirms an approval (optional note) or a rejection (required reason, shown to the customer). */
export function ReviewDecisionDialog({ mode, item, onClose }: ReviewDecisionDialogProps) {
  const { t, label } = useI18n();
  const approve = useApproveReview();
  const reject = useRejectReview();
  const busy = approve.isPending || reject.isPending;
  const titleParams = item
    ? { kind: label('reviews.kind', item.kind), id: String(item.id) }
    : undefined;
  return (
    <Dialog
      open={item !== null}
      title={
        mode === 'approve'
          ? t('reviews.approveTitle', titleParams)
          : t('reviews.rejectTitle', titleParams)
      }
      onClose={onClose}
      busy={busy}
      tone={mode === 'reject' ? 'danger' : 'default'}
      testId="review-decision-dialog"
    >
      {item && (
        // A new key per application and mode starts with an empty reason.
        <DecisionForm
          key={`${mode}:${item.kind}:${item.id}`}
          mode={mode}
          item={item}
          busy={busy}
          onSubmit={(reason) => {
            const input = { kind: item.kind, id: item.id, reason };
            return mode === 'approve' ? approve.mutateAsync(input) : reject.mutateAsync(input);
          }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface DecisionFormProps {
  mode: ReviewDecision;
  item: ReviewItem;
  busy: boolean;
  onSubmit: (reason: string) => Promise<Envelope<unknown>>;
  onClose: () => void;
}

function DecisionForm({ mode, item, busy, onSubmit, onClose }: DecisionFormProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState<WithdrawalRejectReason | ''>('');
  const { error, setError, send } = useCommand();
  // A withdrawal is rejected with a code of the list (its text reaches the customer in the
  // customer's language) and an optional note; other kinds with a written reason.
  const coded = mode === 'reject' && item.kind === 'withdrawal';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = reason.trim();
    if (coded && !code) return setError({ id: 'reviews.reasonCodeRequired' });
    const trimmed = coded ? (note ? `${code}: ${note}` : code) : note;
    if (mode === 'reject' && !trimmed) return setError({ id: 'reviews.rejectReasonRequired' });
    setError(null);
    await send(() => onSubmit(trimmed), onClose);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <p>
          {t(mode === 'approve' ? 'reviews.approveBody' : 'reviews.rejectBody', {
            account: item.account,
          })}
        </p>
        <FormError error={error} />
        {coded && <ReasonCodeField value={code} onChange={setCode} />}
        <DecisionNoteField mode={mode} coded={coded} value={reason} onChange={setReason} />
      </DialogBody>
      <DialogFooter>
        <CancelAndSubmit
          pending={busy}
          onCancel={onClose}
          tone={mode === 'approve' ? 'success' : 'danger'}
          submitLabel={t(mode === 'approve' ? 'reviews.approveConfirm' : 'reviews.rejectConfirm')}
        />
      </DialogFooter>
    </form>
  );
}

/** The list of withdrawal rejection reasons, each shown as the customer will read it. */
function ReasonCodeField(props: {
  value: WithdrawalRejectReason | '';
  onChange: (code: WithdrawalRejectReason) => void;
}) {
  const { t, language } = useI18n();
  return (
    <Field label={t('reviews.reasonCode')} mark="required" hint={t('reviews.reasonCodeHint')}>
      <select
        className="input"
        name="reason_code"
        value={props.value}
        onChange={(event) => {
          if (isWithdrawalRejectReason(event.target.value)) props.onChange(event.target.value);
        }}
      >
        <option value="" disabled>
          {t('reviews.reasonCodePick')}
        </option>
        {WITHDRAWAL_REJECT_REASONS.map((code) => (
          <option key={code} value={code}>
            {WITHDRAWAL_REJECT_TEXTS[code][language]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The note of an approval (optional), the reason of a rejection (required, shown to the
 * customer), or the note beside a withdrawal's rejection code (optional).
 */
function DecisionNoteField({
  mode,
  coded,
  value,
  onChange,
}: {
  mode: ReviewDecision;
  coded: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const label =
    mode === 'approve'
      ? 'reviews.approveNote'
      : coded
        ? 'reviews.reasonNote'
        : 'reviews.rejectReason';
  return (
    <TextAreaField
      label={t(label)}
      mark={mode === 'reject' && !coded ? 'required' : 'optional'}
      hint={mode === 'reject' && t('reviews.rejectReasonHint')}
      name="reason"
      rows={4}
      maxLength={REASON_LENGTH_MAX}
      autoFocus
      value={value}
      onChange={onChange}
    />
  );
}
