import type { AdminProduct } from '@kabuto/shared/contracts/admin-products';
import { Fragment, useState } from 'react';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { useCloseProductPosition, useProducts, useSetProductShelf } from '../api/copy';
import { useProductActivity } from '../api/product-activity';
import type { IssuerPosition } from '../utils/issuer-positions';
import { grouped, useShortDateTime } from './format';
import { ProductListPage, ProductReasonDialog } from './products-shell';
import { RowAction } from './row-action';
import { TableHead } from '../../../components/table-head';
import { CopyProductEditor } from './copy-editor';
import { OrderDialog } from './copy-order-dialog';

/**
 * Copy-trading products: create one with its own trading account, place the issuer's orders
 * through the trading engine, close the product's positions, and put it on or off the shelf.
 */
export function CopyPage() {
  const { t } = useI18n();
  const products = useProducts();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<AdminProduct | null>(null);
  const [shelving, setShelving] = useState<AdminProduct | null>(null);

  return (
    <ProductListPage
      kind="copy"
      query={products}
      editor={(close) => <CopyProductEditor onClose={close} />}
      columns={[
        { label: t('products.copy.col.product') },
        { label: t('products.copy.col.performance'), numeric: true },
        { label: t('products.copy.col.terms') },
        { label: t('products.copy.col.followers'), numeric: true },
        { label: t('products.copy.col.shelf') },
      ]}
      row={(p) => (
        <ProductRow
          product={p}
          expanded={expanded === p.id}
          onToggle={() => setExpanded(expanded === p.id ? null : p.id)}
          onOrder={() => setOrdering(p)}
          onShelf={() => setShelving(p)}
        />
      )}
    >
      <OrderDialog product={ordering} onClose={() => setOrdering(null)} />
      <ShelfDialog product={shelving} onClose={() => setShelving(null)} />
    </ProductListPage>
  );
}

/** The product's performance (NAV, target against realised, drawdown) and its terms. */
function ProductFigures({ product: p }: { product: AdminProduct }) {
  const { t } = useI18n();
  const short = useShortDateTime();
  return (
    <>
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
            {t('products.copy.lockValue', { days: p.lock_days })}
          </span>
          <span className="cell-sub nowrap">
            {t('products.copy.until', { at: short(p.deadline) })}
          </span>
        </span>
      </td>
    </>
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
        <ProductFigures product={p} />
        <td className="numeric cell-figure">{p.followers}</td>
        <td>
          <Badge tone={p.on_shelf ? 'success' : 'neutral'}>
            {p.on_shelf ? t('products.copy.onShelf') : t('products.copy.offShelf')}
          </Badge>
        </td>
        <td className="table__actions">
          <span className="button-stack">
            <RowAction tone="primary" onClick={onOrder} data-testid={`copy-order-${p.id}`}>
              {t('products.copy.order')}
            </RowAction>
            <RowAction
              onClick={onToggle}
              aria-expanded={expanded}
              data-testid={`copy-positions-${p.id}`}
            >
              {t('products.copy.positions')}
            </RowAction>
            <RowAction onClick={onShelf} data-testid={`copy-shelf-${p.id}`}>
              {p.on_shelf ? t('products.copy.takeOff') : t('products.copy.putOn')}
            </RowAction>
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
  const activity = useProductActivity(product.id);
  const close = useCloseProductPosition();
  const command = useCommand();

  function closePosition(position: IssuerPosition) {
    void command.send(() => close.mutateAsync({ id: product.id, positionId: position.positionId }));
  }

  if (activity.isPending) return <LoadingState />;
  if (activity.isError) {
    return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  }
  return (
    <div data-testid={`copy-activity-${product.id}`}>
      {command.error && (
        <p className="callout callout--danger" role="alert">
          {say(command.error)}
        </p>
      )}
      <p className="muted small">{t('products.copy.positionsNote')}</p>
      {activity.data.length === 0 ? (
        <EmptyState title={t('products.copy.noPositions')} />
      ) : (
        <table className="table table--compact">
          <TableHead
            actions={t('products.col.actions')}
            columns={[
              { label: t('products.copy.position') },
              { label: t('products.copy.side') },
              { label: t('products.copy.fill'), numeric: true },
              { label: t('products.copy.openedAt') },
              { label: t('products.copy.state') },
            ]}
          />
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
                  <RowAction
                    tone="danger-outline"
                    disabled={position.closedAt !== null || close.isPending}
                    onClick={() => closePosition(position)}
                    data-testid={`copy-close-${position.positionId}`}
                  >
                    {t('products.copy.close')}
                  </RowAction>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function ShelfDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t } = useI18n();
  const shelf = useSetProductShelf();
  const putOn = product ? !product.on_shelf : false;
  return (
    <ProductReasonDialog
      subject={product}
      title={(p) =>
        t(putOn ? 'products.copy.putOnTitle' : 'products.copy.takeOffTitle', { name: p.name })
      }
      body={putOn ? t('products.copy.putOnBody') : t('products.copy.takeOffBody')}
      testId="copy-shelf-dialog"
      tone={putOn ? 'default' : 'danger'}
      pending={shelf.isPending}
      submitLabel={putOn ? t('products.copy.putOn') : t('products.copy.takeOff')}
      submitTestId="copy-shelf-confirm"
      send={(p, reason) => shelf.mutateAsync({ id: p.id, onShelf: putOn, reason })}
      onClose={onClose}
    />
  );
}
