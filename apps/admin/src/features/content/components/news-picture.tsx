import type { NewsMarket } from '@kabuto/shared/contracts/news';
import type { ChangeEvent } from 'react';
import { Field } from '../../../components/field';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';

/** What the server accepts as an article picture (it checks the bytes again). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface PickedImage {
  name: string;
  size: number;
  /** A data: URL, for the preview; its base64 part is what is sent. */
  dataUrl: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The article's optional picture: picked (type and size checked here first), or removed. */
export function NewsImageField({
  image,
  onImage,
  onError,
}: {
  image: PickedImage | null;
  onImage: (image: PickedImage | null) => void;
  onError: (error: UiMessage | null) => void;
}) {
  const { t } = useI18n();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return onError({ msg: 'upload_type_invalid' });
    if (file.size > IMAGE_MAX_BYTES) {
      return onError({ msg: 'upload_too_large', params: { max: '5 MB' } });
    }
    onError(null);
    onImage({ name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) });
  }

  return (
    <Field as="div" label={t('content.news.image')} mark="optional">
      {image ? (
        <div className="image-pick image-pick--filled">
          <img src={image.dataUrl} alt="" data-testid="news-image-preview" />
          <div className="image-pick__bar">
            <span className="image-pick__name">
              {image.name} · {(image.size / 1024).toFixed(0)} KB
            </span>
            <button type="button" className="button button--small" onClick={() => onImage(null)}>
              {t('content.news.imageRemove')}
            </button>
          </div>
        </div>
      ) : (
        <label className="image-pick">
          <span className="image-pick__icon" aria-hidden="true">
            ⬆
          </span>
          <span className="strong">{t('content.news.imagePick')}</span>
          <span className="muted small">{t('content.news.imageHint')}</span>
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => void pick(event)}
            data-testid="news-image-input"
          />
        </label>
      )}
    </Field>
  );
}

/** The article as a customer's phone shows it in the news list, in the open language. */
export function NewsPreview({
  market,
  image,
  title,
  summary,
  lang,
}: {
  market: NewsMarket;
  image: PickedImage | null;
  title: string;
  summary: string;
  lang: string;
}) {
  const { t } = useI18n();
  return (
    <Field as="div" label={t('content.news.preview')}>
      <div className="phone-preview" lang={lang}>
        {image ? (
          <img src={image.dataUrl} alt="" className="phone-preview__image" />
        ) : (
          <span className="phone-preview__image phone-preview__image--empty" />
        )}
        <span className="phone-preview__market">{t(`content.market.${market}`)}</span>
        <strong className="phone-preview__title">{title || t('content.news.previewTitle')}</strong>
        <span className="phone-preview__summary">
          {summary || t('content.news.previewSummary')}
        </span>
      </div>
    </Field>
  );
}
