import type { AdminBlockOffer } from '@kabuto/shared/contracts/admin-products';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { InputField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import {
  useBlockOffers,
  useCloseBlockOffer,
  useDeliverBlockKey,
  useProposeBlockPrice,
} from '../api/blocks';
import { grouped, useShortDateTime } from './format';
import { ProductCommandDialog, ProductListPage, ProductReasonDialog } from './products-shell';
import { BlockEditor } from './block-editor';
import { NumberField } from './product-fields';
import { RowAction } from './row-action';

const ACCOUNT = /^\d{10}$/;

/** Block offers: create one (optionally behind an access key), deliver keys, close. */
export function BlocksPage() {
  const { t } = useI18n();
  const offers = useBlockOffers();
  const [keyFor, setKeyFor] = useState<AdminBlockOffer | null>(null);
  const [closing, setClosing] = useState<AdminBlockOffer | null>(null);
  const [pricing, setPricing] = useState<AdminBlockOffer | null>(null);

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
      row={(offer) => (
        <BlockRow offer={offer} onKey={setKeyFor} onClose={setClosing} onPrice={setPricing} />
      )}
    >
      <PriceDialog offer={pricing} onClose={() => setPricing(null)} />
      <KeyDialog offer={keyFor} onClose={() => setKeyFor(null)} />
      <CloseDialog offer={closing} onClose={() => setClosing(null)} />
    </ProductListPage>
  );
}

function BlockRow({
  offer: o,
  onKey,
  onClose,
  onPrice,
}: {
  offer: AdminBlockOffer;
  onKey: (offer: AdminBlockOffer) => void;
  onClose: (offer: AdminBlockOffer) => void;
  onPrice: (offer: AdminBlockOffer) => void;
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
        <BlockState offer={o} />
      </td>
      <td className="table__actions">
        <BlockActions offer={o} onKey={onKey} onClose={onClose} onPrice={onPrice} />
      </td>
    </tr>
  );
}

/** The offer's state for staff, with its price rejected shown as such. */
function BlockState({ offer: o }: { offer: AdminBlockOffer }) {
  const { t } = useI18n();
  return (
    <span data-testid={`block-state-${o.id}`} data-state={stateOf(o)}>
      {o.approved ? (
        <Badge tone={o.open ? 'success' : 'neutral'}>
          {o.open ? t('products.blocks.open') : t('products.blocks.closed')}
        </Badge>
      ) : o.price_status === 'rejected' ? (
        <Badge tone="danger">{t('products.blocks.rejected')}</Badge>
      ) : (
        <Badge tone="warning">{t('products.blocks.awaitingApproval')}</Badge>
      )}
    </span>
  );
}

type RowHandler = (offer: AdminBlockOffer) => void;

/** A new price after a rejection, the access key, closing. */
function BlockActions({
  offer: o,
  onKey,
  onClose,
  onPrice,
}: {
  offer: AdminBlockOffer;
  onKey: RowHandler;
  onClose: RowHandler;
  onPrice: RowHandler;
}) {
  const { t } = useI18n();
  return (
    <span className="button-row">
      {!o.approved && o.price_status === 'rejected' && (
        <RowAction onClick={() => onPrice(o)} data-testid={`block-price-${o.id}`}>
          {t('products.blocks.proposePrice')}
        </RowAction>
      )}
      {o.needs_key && (
        <RowAction disabled={!o.open} onClick={() => onKey(o)} data-testid={`block-key-${o.id}`}>
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
  );
}

function KeyDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t } = useI18n();
  const deliver = useDeliverBlockKey();
  const command = useCommand();
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

/** Where the offer stands for staff: on offer, closed, its price rejected, or waiting. */
function stateOf(o: AdminBlockOffer): 'open' | 'closed' | 'rejected' | 'awaiting' {
  if (o.approved) return o.open ? 'open' : 'closed';
  return o.price_status === 'rejected' ? 'rejected' : 'awaiting';
}

/** A new price for an offer whose price was rejected: a proposal for another staff member. */
function PriceDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t } = useI18n();
  const propose = useProposeBlockPrice();
  const command = useCommand();
  const [price, setPrice] = useState('');

  function close() {
    setPrice('');
    command.setError(null);
    onClose();
  }

  function submit(o: AdminBlockOffer) {
    const value = Number(price);
    if (!price.trim() || !Number.isFinite(value) || value <= 0) {
      return command.setError({ msg: 'invalid_parameter' });
    }
    void command.send(() => propose.mutateAsync({ id: o.id, price: value }), close);
  }

  return (
    <ProductCommandDialog
      subject={offer}
      title={(o) => t('products.blocks.proposeTitle', { code: o.code })}
      testId="block-price-dialog"
      error={command.error}
      pending={propose.isPending}
      submitLabel={t('products.blocks.propose')}
      submitTestId="block-price-send"
      onSubmit={submit}
      onClose={close}
    >
      {() => (
        <>
          <p className="callout callout--info">{t('products.blocks.proposeNote')}</p>
          <NumberField
            name="price"
            label={t('products.blocks.price')}
            value={price}
            onChange={(value) => {
              setPrice(value);
              command.setError(null);
            }}
          />
        </>
      )}
    </ProductCommandDialog>
  );
}
