import type { AdminBlockOffer, BlockDraft } from '@kabuto/shared/contracts/admin-products';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { useI18n } from '../../../i18n/i18n-provider';
import {
  useBlockOffers,
  useCloseBlockOffer,
  useCreateBlockOffer,
  useDeliverBlockKey,
} from '../api/blocks';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { grouped, useShortDateTime } from './format';
import { CodeField, InputField, NumberField } from './product-fields';
import {
  ProductCommandDialog,
  ProductEditorCard,
  ProductListPage,
  ProductReasonDialog,
  useProductCommand,
  RowAction,
} from './products-shell';

const ACCOUNT = /^\d{10}$/;

/** Block offers: create one (optionally behind an access key), deliver keys, close. */
export function BlocksPage() {
  const { t } = useI18n();
  const offers = useBlockOffers();
  const [keyFor, setKeyFor] = useState<AdminBlockOffer | null>(null);
  const [closing, setClosing] = useState<AdminBlockOffer | null>(null);

  return (
    <ProductListPage
      kind="block"
      query={offers}
      editor={(close) => <BlockEditor onClose={close} />}
      columns={[
        { label: t('products.blocks.col.offer') },
        { label: t('products.blocks.col.price'), numeric: true },
        { label: t('products.blocks.col.lots'), numeric: true },
        { label: t('products.blocks.col.deadline') },
        { label: t('products.blocks.col.access') },
        { label: t('products.blocks.col.state') },
      ]}
      row={(offer) => <BlockRow offer={offer} onKey={setKeyFor} onClose={setClosing} />}
    >
      <KeyDialog offer={keyFor} onClose={() => setKeyFor(null)} />
      <CloseDialog offer={closing} onClose={() => setClosing(null)} />
    </ProductListPage>
  );
}

function BlockRow({
  offer: o,
  onKey,
  onClose,
}: {
  offer: AdminBlockOffer;
  onKey: (offer: AdminBlockOffer) => void;
  onClose: (offer: AdminBlockOffer) => void;
}) {
  const { t } = useI18n();
  const short = useShortDateTime();
  return (
    <tr data-testid={`block-row-${o.id}`}>
      <td>
        <span className="cell-title">
          <strong>
            {o.code} · {o.name}
          </strong>
          <span className="cell-sub">
            #{o.id} · {o.currency}
          </span>
        </span>
      </td>
      <td className="numeric">
        <span className="cell-title">
          <span className="cell-figure">{grouped(o.price)}</span>
          <span className="cell-sub">
            {t('products.blocks.vsMarket', {
              market: grouped(o.market_price),
              difference:
                o.discount_pct === null
                  ? t('common.none')
                  : o.discount_pct.startsWith('-')
                    ? `+${o.discount_pct.slice(1)}%`
                    : `−${o.discount_pct}%`,
            })}
          </span>
        </span>
      </td>
      <td className="numeric">
        <span className="cell-title">
          <span className="cell-figure">
            {grouped(o.remaining_lots)} / {grouped(o.total_lots)}
          </span>
          <span className="cell-sub">{t('products.blocks.minLots', { n: o.min_lots })}</span>
        </span>
      </td>
      <td className="small">
        <span className="cell-title">
          <span className="nowrap">{short(o.deadline)}</span>
          <span className="cell-sub">{t('products.blocks.lockDays', { n: o.lock_days })}</span>
        </span>
      </td>
      <td>
        <Badge tone={o.needs_key ? 'warning' : 'neutral'}>
          {o.needs_key ? t('products.blocks.withKey') : t('products.blocks.noKey')}
        </Badge>
      </td>
      <td>
        {o.approved ? (
          <Badge tone={o.open ? 'success' : 'neutral'}>
            {o.open ? t('products.blocks.open') : t('products.blocks.closed')}
          </Badge>
        ) : (
          <Badge tone="warning">{t('products.blocks.awaitingApproval')}</Badge>
        )}
      </td>
      <td className="table__actions">
        <span className="button-row">
          {o.needs_key && (
            <RowAction
              disabled={!o.open}
              onClick={() => onKey(o)}
              data-testid={`block-key-${o.id}`}
            >
              {t('products.blocks.deliverKey')}
            </RowAction>
          )}
          <RowAction
            tone="danger-outline"
            disabled={!o.open}
            onClick={() => onClose(o)}
            data-testid={`block-close-${o.id}`}
          >
            {t('products.blocks.close')}
          </RowAction>
        </span>
      </td>
    </tr>
  );
}

function BlockEditor({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateBlockOffer();
  const [code, setCode] = useState('');
  const [price, setPrice] = useState('');
  const [minLots, setMinLots] = useState('100');
  const [totalLots, setTotalLots] = useState('');
  const [deadline, setDeadline] = useState(() => toLocalInput(inDays(3)));
  const [lockDays, setLockDays] = useState('30');
  const [withKey, setWithKey] = useState(false);

  function draft(): BlockDraft | null {
    const at = fromLocalInput(deadline);
    const numbers = [price, minLots, totalLots].map(Number);
    if (
      !code.trim() ||
      !at ||
      numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
      lockDays === ''
    ) {
      return null;
    }
    return {
      code: code.trim().toUpperCase(),
      price: Number(price),
      min_lots: Number(minLots),
      total_lots: Number(totalLots),
      deadline: at,
      lock_days: Number(lockDays),
      with_key: withKey,
    };
  }

  return (
    <ProductEditorCard kind="block" create={create} draft={draft} onClose={onClose}>
      <div className="form-grid form-grid--4">
        <CodeField value={code} onChange={setCode} example="7203" />
        <NumberField
          name="price"
          label={t('products.blocks.price')}
          value={price}
          onChange={setPrice}
        />
        <NumberField
          name="min_lots"
          label={t('products.blocks.minLotsLabel')}
          value={minLots}
          onChange={setMinLots}
        />
        <NumberField
          name="total_lots"
          label={t('products.blocks.totalLots')}
          value={totalLots}
          onChange={setTotalLots}
        />
        <InputField
          type="datetime-local"
          name="deadline"
          label={t('products.blocks.deadline')}
          value={deadline}
          onChange={setDeadline}
        />
        <NumberField
          name="lock_days"
          label={t('products.blocks.lockDaysLabel')}
          value={lockDays}
          onChange={setLockDays}
          hint={t('products.blocks.lockHint')}
          whole
        />
        <div className="field field--wide">
          <span className="field__label">{t('products.blocks.access')}</span>
          <label className="checkbox-row">
            <input
              type="checkbox"
              name="with_key"
              checked={withKey}
              onChange={(event) => setWithKey(event.target.checked)}
            />
            {t('products.blocks.withKeyLabel')}
          </label>
          <span className="field__hint">{t('products.blocks.withKeyHint')}</span>
        </div>
      </div>
    </ProductEditorCard>
  );
}

function KeyDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t } = useI18n();
  const deliver = useDeliverBlockKey();
  const command = useProductCommand();
  const [account, setAccount] = useState('');

  function close() {
    setAccount('');
    command.setError(null);
    onClose();
  }

  function submit(o: AdminBlockOffer) {
    if (!ACCOUNT.test(account.trim())) return command.setError({ msg: 'account_format' });
    void command.send(() => deliver.mutateAsync({ id: o.id, account: account.trim() }), close);
  }

  return (
    <ProductCommandDialog
      subject={offer}
      title={(o) => t('products.blocks.keyTitle', { code: o.code })}
      testId="block-key-dialog"
      error={command.error}
      pending={deliver.isPending}
      submitLabel={t('products.blocks.send')}
      submitTestId="block-key-send"
      onSubmit={submit}
      onClose={close}
    >
      {() => (
        <>
          <p className="callout callout--info">{t('products.blocks.keyNote')}</p>
          <InputField
            name="account"
            label={t('products.blocks.account')}
            value={account}
            onChange={(value) => {
              setAccount(value.replace(/\D/g, ''));
              command.setError(null);
            }}
            inputMode="numeric"
            mono
            maxLength={10}
            placeholder="0900000001"
          />
        </>
      )}
    </ProductCommandDialog>
  );
}

function CloseDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t } = useI18n();
  const closeOffer = useCloseBlockOffer();
  return (
    <ProductReasonDialog
      subject={offer}
      title={(o) => t('products.blocks.closeTitle', { code: o.code })}
      body={t('products.blocks.closeBody')}
      testId="block-close-dialog"
      tone="danger"
      pending={closeOffer.isPending}
      submitLabel={t('products.blocks.close')}
      submitTestId="block-close-confirm"
      send={(o, reason) => closeOffer.mutateAsync({ id: o.id, reason })}
      onClose={onClose}
    />
  );
}
