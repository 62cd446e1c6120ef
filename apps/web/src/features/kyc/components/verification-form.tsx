import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button, Checkbox, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { Card, kit } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { useObjectUrl } from '@/lib/object-url';
import { showMessage } from '@/lib/toast';
import type { IdType } from '@kabuto/shared/id-numbers';
import type { KycApplication } from '@kabuto/shared/contracts/kyc';
import { useSubmitVerification } from '../api/submit-verification';
import { ID_MAX_LENGTH, ID_TYPES, idNumberShapeValid, normaliseIdNumber } from '../utils/id-number';
import styles from './kyc.module.css';

/** What the server accepts as an identity photo (checked again there, by the bytes). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_MAX_TEXT = '5 MB';
const NAME_MAX_LENGTH = 64;

const ID_TYPE_ICONS = {
  jp_mynumber: 'card',
  cn_resident: 'user',
  passport: 'globe',
} as const;

type Side = 'front' | 'back';

/**
 * The application: document type, name and number, both photos, and the privacy statement the
 * customer ticks before anything is sent (SPEC §5). After a rejection it starts from what was
 * sent before (the number is never sent back, so it is entered again).
 */
export function VerificationForm({ previous }: { previous: KycApplication | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const submit = useSubmitVerification();
  const [idType, setIdType] = useState<IdType>(previous?.id_type ?? 'jp_mynumber');
  const [name, setName] = useState(previous?.name ?? '');
  const [idNumber, setIdNumber] = useState('');
  const [numberTouched, setNumberTouched] = useState(false);
  const [photos, setPhotos] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [agree, setAgree] = useState(false);

  const numberInvalid = numberTouched && idNumber !== '' && !idNumberShapeValid(idType, idNumber);

  function pick(side: Side, file: File) {
    if (!PHOTO_TYPES.includes(file.type)) {
      showMessage(message('upload_type_invalid'));
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      showMessage(message('upload_too_large', { max: PHOTO_MAX_TEXT }));
      return;
    }
    setPhotos((current) => ({ ...current, [side]: file }));
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    const problem = !name.trim()
      ? 'kyc_name_required'
      : !idNumberShapeValid(idType, idNumber)
        ? 'id_number_invalid'
        : !photos.front || !photos.back
          ? 'id_photos_required'
          : !agree
            ? 'privacy_required'
            : null;
    if (problem || !photos.front || !photos.back) {
      if (problem === 'id_number_invalid') setNumberTouched(true);
      showMessage(message(problem ?? 'id_photos_required'));
      return;
    }
    submit.mutate(
      {
        name: name.trim(),
        id_type: idType,
        idcard: normaliseIdNumber(idNumber),
        front: photos.front,
        back: photos.back,
      },
      {
        // Passed at once: demo mode verifies itself.
        onSuccess: (result) =>
          showMessage(message(result.status === 'passed' ? 'kyc_approved_demo' : 'kyc_submitted')),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={send} noValidate data-testid="verified-form">
      <Card step={1} title={t('kyc.step1')}>
        <div className={styles.types} role="radiogroup" aria-label={t('kyc.step1')}>
          {ID_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={idType === type}
              className={styles.type}
              onClick={() => {
                setIdType(type);
                setNumberTouched(false);
              }}
              data-testid={`verified-type-${type}`}
            >
              <span className={styles.typeIcon}>
                <Icon name={ID_TYPE_ICONS[type]} size={20} strokeWidth={2} />
              </span>
              <span className={styles.typeText}>
                <strong>{t(`kyc.idTypes.${type}`)}</strong>
                <span>{t(`kyc.idTypeHints.${type}`)}</span>
              </span>
              <span className={styles.radio} aria-hidden="true" />
            </button>
          ))}
        </div>
      </Card>

      <Card step={2} title={t('kyc.step2')}>
        <label className={kit.field}>
          <span className={kit.label}>{t('kyc.name')}</span>
          <Input
            className={kit.input}
            value={name}
            onChange={setName}
            placeholder={t('kyc.namePlaceholder')}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            clearable
            data-testid="verified-name-input"
          />
        </label>
        <label className={kit.field}>
          <span className={kit.label}>{t('kyc.number')}</span>
          <Input
            className={`${kit.input} ${styles.numberInput}`}
            value={idNumber}
            onChange={(value) => setIdNumber(value.replace(/[^\dA-Za-z\s-]/g, ''))}
            onBlur={() => setNumberTouched(true)}
            placeholder={t(`kyc.numberPlaceholder.${idType}`)}
            inputMode={idType === 'jp_mynumber' ? 'numeric' : 'text'}
            maxLength={ID_MAX_LENGTH[idType]}
            autoComplete="off"
            clearable
            aria-invalid={numberInvalid}
            data-testid="verified-number-input"
          />
          <p
            className={numberInvalid ? styles.fieldError : kit.hint}
            data-testid="verified-number-hint"
          >
            {numberInvalid ? message('id_number_invalid') : t(`kyc.numberHint.${idType}`)}
          </p>
        </label>
      </Card>

      <Card step={3} title={t('kyc.step3')}>
        <div className={styles.photos}>
          {(['front', 'back'] as const).map((side) => (
            <PhotoPicker
              key={side}
              side={side}
              label={t(`kyc.sides.${idType}.${side}`)}
              file={photos[side]}
              onPick={(file) => pick(side, file)}
            />
          ))}
        </div>
        <p className={kit.hint}>{t('kyc.photoTips')}</p>
      </Card>

      <section className={styles.privacy} data-testid="verified-privacy">
        <h2 className={styles.privacyTitle}>
          <Icon name="lock" size={16} strokeWidth={2.2} />
          {t('kyc.privacy.title')}
        </h2>
        <ul className={styles.privacyList}>
          <li>{t('kyc.privacy.purpose')}</li>
          <li>{t('kyc.privacy.access')}</li>
          <li>{t('kyc.privacy.storage')}</li>
          <li>{t('kyc.privacy.masking')}</li>
          <li>{t('kyc.privacy.retention')}</li>
        </ul>
        <Link to="/mine/privacy" className={styles.privacyLink}>
          {t('kyc.privacy.link')}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </Link>
        <div className={styles.agree}>
          <Checkbox
            checked={agree}
            onChange={setAgree}
            data-testid="verified-agree"
            style={{ '--icon-size': '18px', '--font-size': '13.5px', '--gap': '8px' }}
          >
            <span className={styles.agreeText}>{t('kyc.privacy.agree')}</span>
          </Checkbox>
        </div>
      </section>

      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        type="submit"
        className={kit.submit}
        loading={submit.isPending}
        data-testid="verified-submit"
      >
        {t('kyc.submit')}
      </Button>
    </form>
  );
}

interface PhotoPickerProps {
  side: Side;
  label: string;
  file: File | null;
  onPick: (file: File) => void;
}

function PhotoPicker({ side, label, file, onPick }: PhotoPickerProps) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (picked) onPick(picked);
  }

  return (
    <label className={styles.photo} data-filled={Boolean(file && preview)}>
      {file && preview ? (
        <>
          <img
            src={preview}
            alt={t('kyc.photoAlt', { side: label })}
            className={styles.photoImage}
            data-testid={`verified-${side}-preview`}
          />
          <span className={styles.photoSide}>{label}</span>
          <span className={styles.photoChange}>{t('kyc.photoChange')}</span>
        </>
      ) : (
        <>
          <span className={styles.photoArt} aria-hidden="true">
            <span className={styles.photoArtCard} data-side={side} />
            <span className={styles.photoArtPlus}>
              <Icon name="plus" size={14} strokeWidth={3} />
            </span>
          </span>
          <span className={styles.photoLabel}>{label}</span>
          <span className={styles.photoHint}>{t('kyc.photoHint')}</span>
        </>
      )}
      <input
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={change}
        aria-label={label}
        data-testid={`verified-${side}-input`}
      />
    </label>
  );
}
