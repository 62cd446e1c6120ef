import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { useI18n } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { useUploadImage } from '../api/get-upload';
import { groupAmount } from '../utils/format-amount';
import './proof-viewer.css';

interface ProofViewerProps {
  /** The deposit whose screenshot is shown; null while closed. */
  item: ReviewItem | null;
  onClose: () => void;
}

/** Shows a bank deposit's transfer screenshot next to what the customer declared. */
export function ProofViewer({ item, onClose }: ProofViewerProps) {
  const { t, label } = useI18n();
  const titleParams = item
    ? { kind: label('reviews.kind', item.kind), id: String(item.id) }
    : undefined;
  return (
    <Dialog
      open={item !== null}
      title={t('reviews.proofTitle', titleParams)}
      onClose={onClose}
      testId="proof-viewer"
    >
      {item && <ProofBody key={`${item.kind}:${item.id}`} item={item} onClose={onClose} />}
    </Dialog>
  );
}

function ProofBody({ item, onClose }: { item: ReviewItem; onClose: () => void }) {
  const { t, say } = useI18n();
  const image = useUploadImage(item.summary.upload_id ?? null);
  const { amount = '', currency = '', reference = '' } = item.summary;
  return (
    <>
      <DialogBody>
        <div className="proof-viewer__facts">
          <span>
            {t('reviews.field.amount')}{' '}
            <strong>
              {groupAmount(amount)} {currency}
            </strong>
          </span>
          <span>
            {t('reviews.field.reference')} <strong className="mono">{reference}</strong>
          </span>
          <span>
            {t('reviews.col.account')} <strong className="mono">{item.account}</strong>
          </span>
        </div>
        <p className="callout callout--info">
          {t('reviews.proofCheck', { amount: groupAmount(amount), currency, reference })}
        </p>
        <div className="proof-viewer__stage" data-testid="proof-stage" data-state={image.status}>
          {image.status === 'ready' ? (
            <img
              className="proof-viewer__image"
              src={image.url}
              alt={t('reviews.proofAlt')}
              data-testid="proof-image"
            />
          ) : image.status === 'failed' ? (
            <p className="callout callout--danger" role="alert">
              {t('reviews.proofFailed')} {say(failureMessage(image.error))}
            </p>
          ) : (
            <span className="proof-viewer__state">{t('reviews.proofLoading')}</span>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        {image.status === 'ready' && (
          <a
            className="proof-viewer__open"
            href={image.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('reviews.proofOpen')} ↗
          </a>
        )}
        <button type="button" className="button" onClick={onClose} data-testid="proof-close">
          {t('common.close')}
        </button>
      </DialogFooter>
    </>
  );
}
