import { useState } from 'react';
import type { FormEvent } from 'react';
import type { IdType } from '@kabuto/shared/id-numbers';
import type { KycApplication } from '@kabuto/shared/contracts/kyc';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useSubmitVerification } from '../api/submit-verification';
import { idNumberShapeValid, normaliseIdNumber } from '../utils/id-number';

/** What the server accepts as an identity photo (checked again there, by the bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_MAX_TEXT = '5 MB';

export type Side = 'front' | 'back';

/**
 * The application's fields, checked here in the order the form shows them, then sent. After a
 * rejection it starts from what was sent before (the number is never sent back).
 */
export function useVerificationForm(previous: KycApplication | null) {
  const message = useMessage();
  const submit = useSubmitVerification();
  const [idType, setIdType] = useState<IdType>(previous?.id_type ?? 'jp_mynumber');
  const [name, setName] = useState(previous?.name ?? '');
  const [idNumber, setIdNumber] = useState('');
  const [numberTouched, setNumberTouched] = useState(false);
  const [photos, setPhotos] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [agree, setAgree] = useState(false);

  const numberInvalid = numberTouched && idNumber !== '' && !idNumberShapeValid(idType, idNumber);

  function chooseType(type: IdType) {
    setIdType(type);
    setNumberTouched(false);
  }

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

  return {
    idType,
    chooseType,
    name,
    setName,
    idNumber,
    typeIdNumber: (value: string) => setIdNumber(value.replace(/[^\dA-Za-z\s-]/g, '')),
    touchNumber: () => setNumberTouched(true),
    numberInvalid,
    photos,
    pick,
    agree,
    setAgree,
    send,
    pending: submit.isPending,
  };
}

export type VerificationFormState = ReturnType<typeof useVerificationForm>;
