import type { ReviewItem } from '@kabuto/shared/contracts/admin-staff';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { useI18n } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { usePhoto, type PhotoLoader } from '../api/use-photo';

/** What the viewer needs of a KYC review item. */
export type KycReview = Pick<ReviewItem, 'id' | 'account' | 'summary'>;

interface KycPhotoViewerProps {
  /** The application whose photos are shown; null while closed. */
  item: KycReview | null;
  loadPhoto: PhotoLoader;
  onClose: () => void;
}

/** Both photos of an identity document side by side, with what the customer declared. */
export function KycPhotoViewer({ item, loadPhoto, onClose }: KycPhotoViewerProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={item !== null}
      title={item ? t('kyc.viewerTitle', { id: String(item.id) }) : ''}
      onClose={onClose}
      testId="kyc-viewer"
    >
      {item && (
        <ViewerBody key={String(item.id)} item={item} loadPhoto={loadPhoto} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ViewerBody({
  item,
  loadPhoto,
  onClose,
}: {
  item: KycReview;
  loadPhoto: PhotoLoader;
  onClose: () => void;
}) {
  const { t, label } = useI18n();
  const { name = '—', id_type: idType = '', id_number: idNumber = '—' } = item.summary;
  return (
    <>
      <DialogBody>
        <dl className="kyc-viewer__facts">
          <div>
            <dt>{t('kyc.account')}</dt>
            <dd className="mono">{item.account}</dd>
          </div>
          <div>
            <dt>{t('kyc.name')}</dt>
            <dd data-testid="kyc-viewer-name">{name}</dd>
          </div>
          <div>
            <dt>{t('kyc.document')}</dt>
            <dd>{label('kyc.idType', idType)}</dd>
          </div>
          <div>
            <dt>{t('kyc.number')}</dt>
            <dd className="mono">{idNumber}</dd>
          </div>
        </dl>
        <div className="kyc-viewer__photos">
          <Photo
            side="front"
            title={t('kyc.front')}
            id={item.summary.front_upload_id}
            load={loadPhoto}
          />
          <Photo
            side="back"
            title={t('kyc.back')}
            id={item.summary.back_upload_id}
            load={loadPhoto}
          />
        </div>
        <div className="callout callout--info kyc-viewer__checks">
          <strong>{t('kyc.checkTitle')}</strong>
          <ul>
            <li>{t('kyc.checkName', { name })}</li>
            <li>{t('kyc.checkNumber', { last: idNumber.slice(-4) })}</li>
            <li>{t('kyc.checkPhoto')}</li>
          </ul>
        </div>
      </DialogBody>
      <DialogFooter>
        <button type="button" className="button" onClick={onClose} data-testid="kyc-viewer-close">
          {t('common.close')}
        </button>
      </DialogFooter>
    </>
  );
}

function Photo({
  side,
  title,
  id,
  load,
}: {
  side: 'front' | 'back';
  title: string;
  id: string | undefined;
  load: PhotoLoader;
}) {
  const { t, say } = useI18n();
  const photo = usePhoto(id, load);
  return (
    <figure
      className="kyc-photo"
      data-testid={`kyc-photo-${side}`}
      data-state={id ? photo.status : 'missing'}
    >
      <figcaption className="kyc-photo__caption">
        <span>{title}</span>
        {photo.status === 'ready' && (
          <a href={photo.url} target="_blank" rel="noopener noreferrer">
            {t('kyc.openFull')} ↗
          </a>
        )}
      </figcaption>
      <div className="kyc-photo__stage">
        {!id ? (
          <span className="muted">{t('kyc.photoMissing')}</span>
        ) : photo.status === 'ready' ? (
          <img src={photo.url} alt={title} data-testid={`kyc-image-${side}`} />
        ) : photo.status === 'failed' ? (
          <span className="callout callout--danger" role="alert">
            {t('kyc.photoFailed')} {say(failureMessage(photo.error))}
          </span>
        ) : (
          <span className="muted">{t('common.loading')}</span>
        )}
      </div>
    </figure>
  );
}
