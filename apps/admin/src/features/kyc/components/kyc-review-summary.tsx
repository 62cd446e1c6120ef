import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n-provider';
import type { PhotoLoader } from '../api/use-photo';
import { KycPhotoViewer, type KycReview } from './kyc-photo-viewer';
import './kyc.css';

/**
 * A KYC application in the review queue: who, which document, the masked number, and the way
 * to both photos, which the reviewer looks at before deciding.
 */
export function KycReviewSummary({ item, loadPhoto }: { item: KycReview; loadPhoto: PhotoLoader }) {
  const { t, label } = useI18n();
  const [open, setOpen] = useState(false);
  const { name = '—', id_type: idType = '', id_number: idNumber = '—' } = item.summary;
  return (
    <div className="kyc-summary" data-testid="review-kyc-summary">
      <strong className="kyc-summary__name">{name}</strong>
      <span className="kyc-summary__doc">
        <span>{label('kyc.idType', idType)}</span>
        <span className="mono">{idNumber}</span>
      </span>
      <button
        type="button"
        className="button button--small kyc-summary__button"
        onClick={() => setOpen(true)}
        data-testid="review-view-kyc"
      >
        ▣ {t('kyc.viewPhotos')}
      </button>
      <KycPhotoViewer
        item={open ? item : null}
        loadPhoto={loadPhoto}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
