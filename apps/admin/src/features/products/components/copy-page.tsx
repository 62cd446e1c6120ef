import { Fragment, useState, type FormEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { Badge } from '../../../components/badge';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import {
  useCloseProductPosition,
  useCreateProduct,
  usePlaceIssuerOrder,
  useProducts,
  useSetProductShelf,
  type AdminProduct,
  type IssuerOrder,
  type ProductType,
} from '../api/copy';
import { useProductActivity, type IssuerPosition } from '../api/product-activity';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { grouped, useShortDateTime } from './format';
import { NumberField } from './ipo-editor';

const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];
const TYPES: readonly ProductType[] = ['jpy', 'usd', 'cny'];
const REASON_LENGTH_MAX = 500;

/**
 * Copy-trading products: create one with its own trading account, place the issuer's orders
 * through the trading engine, close the product's positions, and put it on or off the shelf.
 */
export function CopyPage() {
  const { t } = useI18n();
  const products = useProducts();
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<AdminProduct | null>(null);
  const [shelving, setShelving] = useState<AdminProduct | null>(null);

  return (
    <div className="products-stack">
      {editing ? (
        <ProductEditor onClose={() => setEditing(false)} />
      ) : (
        <div className="products-actions">
          <p className="muted">{t('products.copy.lead')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            data-testid="copy-new"
          >
            ＋ {t('products.copy.new')}
          </button>
        </div>
      )}
      <section className="card">
        {products.isPending ? (
          <LoadingState />
        ) : products.isError ? (
          <ErrorState error={products.error} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <EmptyState title={t('products.copy.empty')} icon="⇄" />
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="copy-table">
              <thead>
                <tr>
                  <th scope="col">{t('products.copy.col.product')}</th>
                  <th scope="col" className="numeric">
                    {t('products.copy.col.performance')}
                  </th>
                  <th scope="col">{t('products.copy.col.terms')}</th>
                  <th scope="col" className="numeric">
                    {t('products.copy.col.followers')}
                  </th>
                  <th scope="col">{t('products.copy.col.shelf')}</th>
                  <th scope="col" className="table__actions">
                    {t('products.col.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.data.map((p) => (
                  <ProductRow
                    key={p.id}
                    product={p}
                    expanded={expanded === p.id}
                    onToggle={() => setExpanded(expanded === p.id ? null : p.id)}
                    onOrder={() => setOrdering(p)}
                    onShelf={() => setShelving(p)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <OrderDialog product={ordering} onClose={() => setOrdering(null)} />
      <ShelfDialog product={shelving} onClose={() => setShelving(null)} />
    </div>
  );
}

function ProductRow({
  product: p,
  expanded,
  onToggle,
  onOrder,
  onShelf,
}: {
  product: AdminProduct;
  expanded: boolean;
  onToggle: () => void;
  onOrder: () => void;
  onShelf: () => void;
}) {
  const { t } = useI18n();
  const short = useShortDateTime();
  return (
    <Fragment>
      <tr className={expanded ? 'is-expanded' : undefined} data-testid={`copy-row-${p.id}`}>
        <td>
          <span className="cell-title">
            <strong className="nowrap">{p.name}</strong>
            <span className="cell-sub nowrap">
              #{p.id} · {p.issuer} · {p.currency}
            </span>
          </span>
        </td>
        <td className="numeric">
          <span className="cell-title">
            <span className="cell-figure" data-testid={`copy-nav-${p.id}`}>
              {t('products.copy.navValue', { nav: p.nav })}
            </span>
            <span className="cell-sub nowrap">
              {t('products.copy.targetVsRealised', {
                target: p.expected_daily_income_pct,
                realised: p.realised_daily_income_pct,
              })}
            </span>
            <span className="cell-sub nowrap">
              {t('products.copy.drawdown', { pct: p.max_drawdown_pct })}
            </span>
          </span>
        </td>
        <td className="small">
          <span className="cell-title">
            <span className="nowrap">
              {t('products.copy.minValue', {
                min: grouped(p.min_investment),
                currency: p.currency,
              })}
            </span>
            <span className="cell-sub nowrap">
              {t('products.copy.lockValue', { days: p.lock_days })} ·{' '}
              {t('products.copy.until', { at: short(p.deadline) })}
            </span>
          </span>
        </td>
        <td className="numeric cell-figure">{p.followers}</td>
        <td>
          <Badge tone={p.on_shelf ? 'success' : 'neutral'}>
            {p.on_shelf ? t('products.copy.onShelf') : t('products.copy.offShelf')}
          </Badge>
        </td>
        <td className="table__actions">
          <span className="button-stack">
            <button
              type="button"
              className="button button--small button--primary"
              onClick={onOrder}
              data-testid={`copy-order-${p.id}`}
            >
              {t('products.copy.order')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={onToggle}
              aria-expanded={expanded}
              data-testid={`copy-positions-${p.id}`}
            >
              {t('products.copy.positions')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={onShelf}
              data-testid={`copy-shelf-${p.id}`}
            >
              {p.on_shelf ? t('products.copy.takeOff') : t('products.copy.putOn')}
            </button>
          </span>
        </td>
      </tr>
      {expanded && (
        <tr className="table__details">
          <td colSpan={6}>
            <IssuerPositions product={p} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function IssuerPositions({ product }: { product: AdminProduct }) {
  const { t, say, formatDateTime } = useI18n();
  const toast = useToast();
  const activity = useProductActivity(product.id);
  const close = useCloseProductPosition();
  const [error, setError] = useState<UiMessage | null>(null);

  async function closePosition(position: IssuerPosition) {
    try {
      const result = await close.mutateAsync({ id: product.id, positionId: position.positionId });
      toast.show('success', { msg: result.msg });
      setError(null);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  if (activity.isPending) return <LoadingState />;
  if (activity.isError) {
    return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  }
  return (
    <div data-testid={`copy-activity-${product.id}`}>
      {error && (
        <p className="callout callout--danger" role="alert">
          {say(error)}
        </p>
      )}
      <p className="muted small">{t('products.copy.positionsNote')}</p>
      {activity.data.length === 0 ? (
        <EmptyState title={t('products.copy.noPositions')} />
      ) : (
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{t('products.copy.position')}</th>
              <th scope="col">{t('products.copy.side')}</th>
              <th scope="col" className="numeric">
                {t('products.copy.fill')}
              </th>
              <th scope="col">{t('products.copy.openedAt')}</th>
              <th scope="col">{t('products.copy.state')}</th>
              <th scope="col" className="table__actions">
                {t('products.col.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {activity.data.map((position) => (
              <tr key={position.positionId} data-testid={`copy-position-${position.positionId}`}>
                <td className="mono">
                  #{position.positionId} · {position.code}
                </td>
                <td>
                  {t(
                    `products.copy.direction.${position.direction === 'short' ? 'short' : 'long'}`,
                  )}{' '}
                  · {position.num}
                </td>
                <td className="numeric cell-figure">{position.fillPrice ?? t('common.none')}</td>
                <td className="small nowrap">{formatDateTime(position.openedAt)}</td>
                <td>
                  <Badge tone={position.closedAt ? 'neutral' : 'success'}>
                    {position.closedAt
                      ? t('products.copy.closedAt', { at: formatDateTime(position.closedAt) })
                      : t('products.copy.open')}
                  </Badge>
                </td>
                <td className="table__actions">
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    disabled={position.closedAt !== null || close.isPending}
                    onClick={() => void closePosition(position)}
                    data-testid={`copy-close-${position.positionId}`}
                  >
                    {t('products.copy.close')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function ProductEditor({ onClose }: { onClose: () => void }) {
  const { t, say, label } = useI18n();
  const toast = useToast();
  const create = useCreateProduct();
  const [names, setNames] = useState<Record<Language, string>>({ jp: '', cn: '', us: '' });
  const [issuer, setIssuer] = useState('');
  const [type, setType] = useState<ProductType>('jpy');
  const [targetBps, setTargetBps] = useState('50');
  const [minInvestment, setMinInvestment] = useState('');
  const [deadline, setDeadline] = useState(() => toLocalInput(inDays(30)));
  const [lockDays, setLockDays] = useState('7');
  const [error, setError] = useState<UiMessage | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = fromLocalInput(deadline);
    const bps = Number(targetBps);
    if (
      LANGUAGES.some((language) => !names[language].trim()) ||
      !issuer.trim() ||
      !at ||
      !Number.isInteger(bps) ||
      bps < 0 ||
      bps > 1000 ||
      !(Number(minInvestment) > 0) ||
      lockDays === ''
    ) {
      setError({ id: 'products.form.incomplete' });
      return;
    }
    try {
      const result = await create.mutateAsync({
        name: { jp: names.jp.trim(), cn: names.cn.trim(), us: names.us.trim() },
        issuer_name: issuer.trim(),
        type,
        target_daily_bps: bps,
        min_investment: minInvestment,
        deadline: at,
        lock_days: Number(lockDays),
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
      data-testid="copy-editor"
    >
      <header className="product-editor__head">
        <div>
          <h2 className="product-editor__title">{t('products.copy.newTitle')}</h2>
          <p className="muted small">{t('products.copy.newLead')}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      {error && (
        <p className="callout callout--danger" role="alert" data-testid="copy-editor-error">
          {say(error)}
        </p>
      )}
      <div className="form-grid">
        {LANGUAGES.map((language) => (
          <label key={language} className="field">
            <span className="field__label">{label('products.form.name', language)}</span>
            <input
              className="input"
              name={`name_${language}`}
              value={names[language]}
              onChange={(event) => setNames({ ...names, [language]: event.target.value })}
            />
          </label>
        ))}
        <label className="field">
          <span className="field__label">{t('products.copy.issuer')}</span>
          <input
            className="input"
            name="issuer_name"
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('products.copy.currency')}</span>
          <select
            className="input"
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value as ProductType)}
          >
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {option.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          name="target_daily_bps"
          label={t('products.copy.targetBps')}
          value={targetBps}
          onChange={(value) => setTargetBps(value.replace(/\D/g, ''))}
          hint={t('products.copy.targetHint', {
            pct: (Number(targetBps || 0) / 100).toFixed(2),
          })}
        />
        <NumberField
          name="min_investment"
          label={t('products.copy.minInvestment')}
          value={minInvestment}
          onChange={setMinInvestment}
        />
        <label className="field">
          <span className="field__label">{t('products.copy.deadline')}</span>
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
          label={t('products.copy.lockDays')}
          value={lockDays}
          onChange={(value) => setLockDays(value.replace(/\D/g, ''))}
        />
      </div>
      <footer className="product-editor__foot">
        <span className="muted small">{t('products.copy.accountNote')}</span>
        <button type="button" className="button" onClick={onClose} disabled={create.isPending}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          data-testid="copy-create"
        >
          {t('products.copy.create')}
        </button>
      </footer>
    </form>
  );
}

const EMPTY_ORDER: IssuerOrder = {
  code: '',
  num: '',
  direction: 'long',
  leverage: '1',
  price_type: 'market',
  price: '',
};

function OrderDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t, say } = useI18n();
  const toast = useToast();
  const place = usePlaceIssuerOrder();
  const [order, setOrder] = useState<IssuerOrder>(EMPTY_ORDER);
  const [error, setError] = useState<UiMessage | null>(null);

  function close() {
    setOrder(EMPTY_ORDER);
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!product) return;
    if (!order.code.trim() || !/^\d+$/.test(order.num) || Number(order.num) <= 0) {
      return setError({ id: 'products.form.incomplete' });
    }
    if (order.price_type === 'limit' && !(Number(order.price) > 0)) {
      return setError({ id: 'products.form.incomplete' });
    }
    try {
      const result = await place.mutateAsync({
        id: product.id,
        order: {
          code: order.code.trim().toUpperCase(),
          num: order.num,
          direction: order.direction,
          leverage: order.leverage || '1',
          price_type: order.price_type,
          ...(order.price_type === 'limit' ? { price: order.price } : {}),
        },
      });
      toast.show('success', { msg: result.msg });
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Dialog
      open={product !== null}
      title={product ? t('products.copy.orderTitle', { name: product.name }) : ''}
      onClose={close}
      busy={place.isPending}
      testId="copy-order-dialog"
    >
      {product && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            <p className="callout callout--info">
              {t('products.copy.orderNote', { currency: product.currency })}
            </p>
            <div className="form-grid form-grid--2">
              <label className="field">
                <span className="field__label">{t('products.form.code')}</span>
                <input
                  className="input mono"
                  name="code"
                  value={order.code}
                  onChange={(event) => setOrder({ ...order, code: event.target.value })}
                />
              </label>
              <NumberField
                name="num"
                label={t('products.copy.num')}
                value={order.num}
                onChange={(value) => setOrder({ ...order, num: value.replace(/\D/g, '') })}
              />
              <label className="field">
                <span className="field__label">{t('products.copy.side')}</span>
                <select
                  className="input"
                  name="direction"
                  value={order.direction}
                  onChange={(event) =>
                    setOrder({
                      ...order,
                      direction: event.target.value as IssuerOrder['direction'],
                    })
                  }
                >
                  <option value="long">{t('products.copy.direction.long')}</option>
                  <option value="short">{t('products.copy.direction.short')}</option>
                </select>
              </label>
              <NumberField
                name="leverage"
                label={t('products.copy.leverage')}
                value={order.leverage}
                onChange={(value) => setOrder({ ...order, leverage: value.replace(/\D/g, '') })}
              />
              <label className="field">
                <span className="field__label">{t('products.copy.priceType')}</span>
                <select
                  className="input"
                  name="price_type"
                  value={order.price_type}
                  onChange={(event) =>
                    setOrder({
                      ...order,
                      price_type: event.target.value as IssuerOrder['price_type'],
                    })
                  }
                >
                  <option value="market">{t('products.copy.market')}</option>
                  <option value="limit">{t('products.copy.limit')}</option>
                </select>
              </label>
              {order.price_type === 'limit' && (
                <NumberField
                  name="price"
                  label={t('products.copy.limitPrice')}
                  value={order.price ?? ''}
                  onChange={(value) => setOrder({ ...order, price: value })}
                />
              )}
            </div>
          </DialogBody>
          <DialogFooter>
            <button type="button" className="button" disabled={place.isPending} onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={place.isPending}
              data-testid="copy-order-submit"
            >
              {t('products.copy.placeOrder')}
            </button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

function ShelfDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t, say } = useI18n();
  const toast = useToast();
  const shelf = useSetProductShelf();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);
  const putOn = product ? !product.on_shelf : false;

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!product) return;
    if (!reason.trim()) return setError({ id: 'products.form.reasonRequired' });
    try {
      const result = await shelf.mutateAsync({
        id: product.id,
        onShelf: putOn,
        reason: reason.trim(),
      });
      toast.show('success', { msg: result.msg });
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Dialog
      open={product !== null}
      title={
        product
          ? t(putOn ? 'products.copy.putOnTitle' : 'products.copy.takeOffTitle', {
              name: product.name,
            })
          : ''
      }
      onClose={close}
      busy={shelf.isPending}
      tone={putOn ? 'default' : 'danger'}
      testId="copy-shelf-dialog"
    >
      {product && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            <p>{putOn ? t('products.copy.putOnBody') : t('products.copy.takeOffBody')}</p>
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
            <button type="button" className="button" disabled={shelf.isPending} onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className={putOn ? 'button button--primary' : 'button button--danger'}
              disabled={shelf.isPending}
              data-testid="copy-shelf-confirm"
            >
              {putOn ? t('products.copy.putOn') : t('products.copy.takeOff')}
            </button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
