import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, kit, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useAddBankCard } from '../api/add-bank-card';
import type { NewBankCard } from '../api/add-bank-card';
import { CARD_TYPES } from '@kabuto/shared/funding-kinds';
import type { CardType } from '@kabuto/shared/funding-kinds';
import styles from './funding.module.css';

type TextField = Exclude<keyof NewBankCard, 'card_type'>;

const FIELDS: readonly {
  name: TextField;
  label: 'holder' | 'bank' | 'branch' | 'branchCode' | 'card';
  numeric?: boolean;
  maxLength: number;
}[] = [
  { name: 'name', label: 'holder', maxLength: 64 },
  { name: 'bank', label: 'bank', maxLength: 64 },
  { name: 'branch', label: 'branch', maxLength: 64 },
  { name: 'branch_code', label: 'branchCode', numeric: true, maxLength: 8 },
  { name: 'card', label: 'card', numeric: true, maxLength: 23 },
];

/** /mine/bankAdd: binds a card; back to where the customer came from (e.g. the withdrawal). */
export function BankAddScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const add = useAddBankCard();
  const [form, setForm] = useState<NewBankCard>({
    name: '',
    bank: '',
    branch: '',
    branch_code: '',
    card: '',
    card_type: 'ordinary',
  });

  const set = (name: TextField, value: string) => setForm((prev) => ({ ...prev, [name]: value }));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!form.name.trim()) {
      showMessage(message('card_holder_required'));
      return;
    }
    add.mutate(
      { ...form, card: form.card.replace(/[\s-]/g, '') },
      {
        onSuccess: ({ msg }) => {
          showMessage(message(msg));
          const back = search.get('from');
          navigate(back === 'withdraw' ? '/mine/withdraw' : '/mine/bank', { replace: true });
        },
      },
    );
  }

  return (
    <Screen testId="bank-add-screen">
      <ScreenBody flat>
        <form onSubmit={submit} noValidate>
          <Card>
            {FIELDS.map((field) => (
              <label key={field.name} className={kit.field}>
                <span className={kit.label}>{t(`funding.bankAdd.${field.label}`)}</span>
                <Input
                  className={kit.input}
                  value={form[field.name]}
                  onChange={(value) => set(field.name, value)}
                  placeholder={t(`funding.bankAdd.${field.label}Placeholder`)}
                  inputMode={field.numeric ? 'numeric' : 'text'}
                  maxLength={field.maxLength}
                  autoComplete="off"
                  clearable
                  data-testid={`bank-add-${field.name}`}
                />
              </label>
            ))}
            <CardTypeField
              value={form.card_type}
              onChange={(type) => setForm((prev) => ({ ...prev, card_type: type }))}
            />
          </Card>
          <p className={`${styles.note} ${styles.noteSpaced}`}>{t('funding.bankAdd.note')}</p>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            type="submit"
            loading={add.isPending}
            data-testid="bank-add-submit"
          >
            {t('funding.bankAdd.submit')}
          </Button>
        </form>
      </ScreenBody>
    </Screen>
  );
}

function CardTypeField({
  value,
  onChange,
}: {
  value: CardType;
  onChange: (type: CardType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={kit.field}>
      <span className={kit.label}>{t('funding.bankAdd.cardType')}</span>
      <div className={styles.types} role="radiogroup">
        {CARD_TYPES.map((type: CardType) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={value === type}
            className={styles.type}
            onClick={() => onChange(type)}
            data-testid={`bank-add-type-${type}`}
          >
            {t(`funding.bank.cardTypes.${type}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
