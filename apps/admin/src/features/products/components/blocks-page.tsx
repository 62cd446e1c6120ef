import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import {
  useBlockOffers,
  useCloseBlockOffer,
  useCreateBlockOffer,
  useDeliverBlockKey,
  type AdminBlockOffer,
} from '../api/blocks';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { grouped, useShortDateTime } from './format';
import { NumberField } from './ipo-editor';

const ACCOUNT = /^\d{10}$/;
const REASON_LENGTH_MAX = 500;

/** Block offers: create one (optionally behind an access key), deliver keys, close. */
export function BlocksPage() {
  const { t } = useI18n();
  const offers = useBlockOffers();
  const [editing, setEditing] = useState(false);
  const [keyFor, setKeyFor] = useState<AdminBlockOffer | null>(null);
  const [closing, setClosing] = useState<AdminBlockOffer | null>(null);

  return (
    <div className="products-stack">
      {editing ? (
        <BlockEditor onClose={() => setEditing(false)} />
      ) : (
        <div className="products-actions">
          <p className="muted">{t('products.blocks.lead')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            data-testid="block-new"
          >
            ＋ {t('products.blocks.new')}
          </button>
        </div>
      )}
      <section className="card">
        {offers.isPending ? (
          <LoadingState />
        ) : offers.isError ? (
          <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
        ) : offers.data.length === 0 ? (
          <EmptyState title={t('products.blocks.empty')} icon="▦" />
        ) : (
          <BlockTable items={offers.data} onKey={setKeyFor} onClose={setClosing} />
        )}
      </section>
      <KeyDialog offer={keyFor} onClose={() => setKeyFor(null)} />
      <CloseDialog offer={closing} onClose={() => setClosing(null)} />
    </div>
  );
}

function BlockTable({
  items,
  onKey,
  onClose,
}: {
  items: readonly AdminBlockOffer[];
  onKey: (offer: AdminBlockOffer) => void;
  onClose: (offer: AdminBlockOffer) => void;
}) {
  const { t } = useI18n();
  const short = useShortDateTime();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="block-table">
        <thead>
          <tr>
            <th scope="col">{t('products.blocks.col.offer')}</th>
            <th scope="col" className="numeric">
              {t('products.blocks.col.price')}
            </th>
            <th scope="col" className="numeric">
              {t('products.blocks.col.lots')}
            </th>
            <th scope="col">{t('products.blocks.col.deadline')}</th>
            <th scope="col">{t('products.blocks.col.access')}</th>
            <th scope="col">{t('products.blocks.col.state')}</th>
            <th scope="col" className="table__actions">
              {t('products.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <tr key={o.id} data-testid={`block-row-${o.id}`}>
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
                  <span className="cell-sub">
                    {t('products.blocks.minLots', { n: o.min_lots })}
                  </span>
                </span>
              </td>
              <td className="small">
                <span className="cell-title">
                  <span className="nowrap">{short(o.deadline)}</span>
                  <span className="cell-sub">
                    {t('products.blocks.lockDays', { n: o.lock_days })}
                  </span>
                </span>
              </td>
              <td>
                <Badge tone={o.needs_key ? 'warning' : 'neutral'}>
                  {o.needs_key ? t('products.blocks.withKey') : t('products.blocks.noKey')}
                </Badge>
              </td>
              <td>
                <Badge tone={o.open ? 'success' : 'neutral'}>
                  {o.open ? t('products.blocks.open') : t('products.blocks.closed')}
                </Badge>
              </td>
              <td className="table__actions">
                <span className="button-row">
                  {o.needs_key && (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={!o.open}
                      onClick={() => onKey(o)}
                      data-testid={`block-key-${o.id}`}
                    >
                      {t('products.blocks.deliverKey')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    disabled={!o.open}
                    onClick={() => onClose(o)}
                    data-testid={`block-close-${o.id}`}
                  >
                    {t('products.blocks.close')}
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlockEditor({ onClose }: { onClose: () => void }) {
  const { t, say } = useI18n();
  const toast = useToast();
  const create = useCreateBlockOffer();
  const [code, setCode] = useState('');
  const [price, setPrice] = useState('');
  const [minLots, setMinLots] = useState('100');
  const [totalLots, setTotalLots] = useState('');
  const [deadline, setDeadline] = useState(() => toLocalInput(inDays(3)));
  const [lockDays, setLockDays] = useState('30');
  const [withKey, setWithKey] = useState(false);
  const [error, setError] = useState<UiMessage | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = fromLocalInput(deadline);
    const numbers = [price, minLots, totalLots].map(Number);
    if (
      !code.trim() ||
      !at ||
      numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
      lockDays === ''
    ) {
      setError({ id: 'products.form.incomplete' });
      return;
    }
    try {
      const result = await create.mutateAsync({
        code: code.trim().toUpperCase(),
        price: Number(price),
        min_lots: Number(minLots),
        total_lots: Number(totalLots),
        deadline: at,
        lock_days: Number(lockDays),
        with_key: withKey,
      });
      toast.show('success', { msg: result.msg });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="block-editor"
    >
      <header className="product-editor__head">
        <div>
          <h2 className="product-editor__title">{t('products.blocks.newTitle')}</h2>
          <p className="muted small">{t('products.blocks.newLead')}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      {error && (
        <p className="callout callout--danger" role="alert" data-testid="block-editor-error">
          {say(error)}
        </p>
      )}
      <div className="form-grid form-grid--4">
        <label className="field">
          <span className="field__label">{t('products.form.code')}</span>
          <input
            className="input mono"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="7203"
          />
          <span className="field__hint">{t('products.form.codeHint')}</span>
        </label>
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
        <label className="field">
          <span className="field__label">{t('products.blocks.deadline')}</span>
          <input
            className="input"
            type="datetime-local"
            name="deadline"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
          />
        </label>
        <NumberField
          name="lock_days"
          label={t('products.blocks.lockDaysLabel')}
          value={lockDays}
          onChange={(value) => setLockDays(value.replace(/\D/g, ''))}
          hint={t('products.blocks.lockHint')}
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
      <footer className="product-editor__foot">
        <button type="button" className="button" onClick={onClose} disabled={create.isPending}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          data-testid="block-create"
        >
          {t('products.blocks.create')}
        </button>
      </footer>
    </form>
  );
}

function KeyDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t, say } = useI18n();
  const toast = useToast();
  const deliver = useDeliverBlockKey();
  const [account, setAccount] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);

  function close() {
    setAccount('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!offer) return;
    if (!ACCOUNT.test(account.trim())) return setError({ msg: 'account_format' });
    try {
      const result = await deliver.mutateAsync({ id: offer.id, account: account.trim() });
      toast.show('success', { msg: result.msg });
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Dialog
      open={offer !== null}
      title={offer ? t('products.blocks.keyTitle', { code: offer.code }) : ''}
      onClose={close}
      busy={deliver.isPending}
      testId="block-key-dialog"
    >
      {offer && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            <p className="callout callout--info">{t('products.blocks.keyNote')}</p>
            <label className="field">
              <span className="field__label">{t('products.blocks.account')}</span>
              <input
                className="input mono"
                name="account"
                inputMode="numeric"
                maxLength={10}
                value={account}
                onChange={(event) => {
                  setAccount(event.target.value.replace(/\D/g, ''));
                  setError(null);
                }}
                placeholder="0900000001"
              />
            </label>
          </DialogBody>
          <DialogFooter>
            <button type="button" className="button" disabled={deliver.isPending} onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={deliver.isPending}
              data-testid="block-key-send"
            >
              {t('products.blocks.send')}
            </button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

function CloseDialog({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t, say } = useI18n();
  const toast = useToast();
  const closeOffer = useCloseBlockOffer();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!offer) return;
    if (!reason.trim()) return setError({ id: 'products.form.reasonRequired' });
    try {
      const result = await closeOffer.mutateAsync({ id: offer.id, reason: reason.trim() });
      toast.show('success', { msg: result.msg });
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Dialog
      open={offer !== null}
      title={offer ? t('products.blocks.closeTitle', { code: offer.code }) : ''}
      onClose={close}
      busy={closeOffer.isPending}
      tone="danger"
      testId="block-close-dialog"
    >
      {offer && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            <p>{t('products.blocks.closeBody')}</p>
            <label className="field">
              <span className="field__label">
                {t('products.form.reason')}
                <span className="field__required">{t('common.required')}</span>
              </span>
              <textarea
                className="input textarea"
                name="reason"
                rows={3}
                maxLength={REASON_LENGTH_MAX}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
              <span className="field__hint">{t('products.form.reasonHint')}</span>
            </label>
          </DialogBody>
          <DialogFooter>
            <button
              type="button"
              className="button"
              disabled={closeOffer.isPending}
              onClick={close}
            >
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={closeOffer.isPending}
              data-testid="block-close-confirm"
            >
              {t('products.blocks.close')}
            </button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
