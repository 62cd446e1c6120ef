import type { ChangeEvent } from 'react';
import { Checkbox, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { Card, kit } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { useObjectUrl } from '@/lib/object-url';
import type { Side, VerificationFormState } from '../hooks/use-verification-form';
import { PHOTO_TYPES } from '../hooks/use-verification-form';
import { ID_MAX_LENGTH, ID_TYPES } from '../utils/id-number';
import styles from './kyc.module.css';

const NAME_MAX_LENGTH = 64;

const ID_TYPE_ICONS = {
  jp_mynumber: 'card',
  cn_resident: 'user',
  passport: 'globe',
} as const;

interface StepProps {
  form: VerificationFormState;
}

/** Step 1: which identity document. */
export function IdTypeStep({ form }: StepProps) {
  const { t } = useTranslation();
  return (
    <Card step={1} title={t('kyc.step1')}>
      <div className={styles.types} role="radiogroup" aria-label={t('kyc.step1')}>
        {ID_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={form.idType === type}
            className={styles.type}
            onClick={() => form.chooseType(type)}
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
  );
}

/** Step 2: the name and the document's number, its shape checked once the field is left. */
export function IdentityStep({ form }: StepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { idType, numberInvalid } = form;
  return (
    <Card step={2} title={t('kyc.step2')}>
      <label className={kit.field}>
        <span className={kit.label}>{t('kyc.name')}</span>
        <Input
          className={kit.input}
          value={form.name}
          onChange={form.setName}
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
          value={form.idNumber}
          onChange={form.typeIdNumber}
          onBlur={form.touchNumber}
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
  );
}

/** Step 3: both photos of the document. */
export function PhotosStep({ form }: StepProps) {
  const { t } = useTranslation();
  return (
    <Card step={3} title={t('kyc.step3')}>
      <div className={styles.photos}>
        {(['front', 'back'] as const).map((side) => (
          <PhotoPicker
            key={side}
            side={side}
            label={t(`kyc.sides.${form.idType}.${side}`)}
            file={form.photos[side]}
            onPick={(file) => form.pick(side, file)}
          />
        ))}
      </div>
      <p className={kit.hint}>{t('kyc.photoTips')}</p>
    </Card>
  );
}

/** The privacy statement (SPEC §5) and the tick the customer gives before sending. */
export function PrivacyStatement({ form }: StepProps) {
  const { t } = useTranslation();
  return (
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
          checked={form.agree}
          onChange={form.setAgree}
          data-testid="verified-agree"
          style={{ '--icon-size': '18px', '--font-size': '13.5px', '--gap': '8px' }}
        >
          <span className={styles.agreeText}>{t('kyc.privacy.agree')}</span>
        </Checkbox>
      </div>
    </section>
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
