import { MARKET_TYPES } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import type { ProductDraft } from '@kabuto/shared/contracts/admin-products';
import { useState } from 'react';
import { InputField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCreateProduct } from '../api/copy';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { ChoiceField, completeNames, NameFields, NO_NAMES, NumberField } from './product-fields';
import { ProductEditorCard } from './products-shell';

/** The new product's fields, and the draft they make (null while one is missing or out of range). */
function useCopyDraft() {
  const [names, setNames] = useState(NO_NAMES);
  const [issuer, setIssuer] = useState('');
  const [type, setType] = useState<MarketType>('jpy');
  const [targetBps, setTargetBps] = useState('50');
  const [minInvestment, setMinInvestment] = useState('');
  const [deadline, setDeadline] = useState(() => toLocalInput(inDays(30)));
  const [lockDays, setLockDays] = useState('7');

  function draft(): ProductDraft | null {
    const name = completeNames(names);
    const at = fromLocalInput(deadline);
    const bps = Number(targetBps);
    if (
      !name ||
      !issuer.trim() ||
      !at ||
      !Number.isInteger(bps) ||
      bps < 0 ||
      bps > 1000 ||
      !(Number(minInvestment) > 0) ||
      lockDays === ''
    ) {
      return null;
    }
    return {
      name,
      issuer_name: issuer.trim(),
      type,
      target_daily_bps: bps,
      min_investment: minInvestment,
      deadline: at,
      lock_days: Number(lockDays),
    };
  }

  return {
    names,
    setNames,
    issuer,
    setIssuer,
    type,
    setType,
    targetBps,
    setTargetBps,
    minInvestment,
    setMinInvestment,
    deadline,
    setDeadline,
    lockDays,
    setLockDays,
    draft,
  };
}

/** A new copy-trading product with its own trading account. */
export function CopyProductEditor({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateProduct();
  const {
    names,
    setNames,
    issuer,
    setIssuer,
    type,
    setType,
    targetBps,
    setTargetBps,
    minInvestment,
    setMinInvestment,
    deadline,
    setDeadline,
    lockDays,
    setLockDays,
    draft,
  } = useCopyDraft();
  return (
    <ProductEditorCard kind="copy" create={create} draft={draft} onClose={onClose}>
      <div className="form-grid">
        <NameFields names={names} onChange={setNames} />
        <InputField
          name="issuer_name"
          label={t('products.copy.issuer')}
          value={issuer}
          onChange={setIssuer}
        />
        <ChoiceField
          name="type"
          label={t('products.copy.currency')}
          value={type}
          choices={MARKET_TYPES}
          choiceLabel={(option) => option.toUpperCase()}
          onChange={setType}
        />
        <NumberField
          name="target_daily_bps"
          label={t('products.copy.targetBps')}
          value={targetBps}
          onChange={setTargetBps}
          hint={t('products.copy.targetHint', {
            pct: (Number(targetBps || 0) / 100).toFixed(2),
          })}
          whole
        />
        <NumberField
          name="min_investment"
          label={t('products.copy.minInvestment')}
          value={minInvestment}
          onChange={setMinInvestment}
        />
        <InputField
          type="datetime-local"
          name="deadline"
          label={t('products.copy.deadline')}
          value={deadline}
          onChange={setDeadline}
        />
        <NumberField
          name="lock_days"
          label={t('products.copy.lockDays')}
          value={lockDays}
          onChange={setLockDays}
          whole
        />
      </div>
    </ProductEditorCard>
  );
}
