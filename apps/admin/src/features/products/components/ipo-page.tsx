import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import {
  useOfferings,
  useRunDraw,
  type AdminOffering,
  type IpoPhase,
  type LotteryRecord,
} from '../api/ipo';
import { grouped, useShortDateTime } from './format';
import { IpoEditor } from './ipo-editor';
import { LotteryDialog } from './lottery-dialog';

const PHASE_TONE: Readonly<Record<IpoPhase, BadgeTone>> = {
  upcoming: 'neutral',
  open: 'success',
  closed: 'warning',
  drawn: 'info',
  listed: 'neutral',
};

/** IPO offerings: create one, run the draw once its window has closed, see the lottery. */
export function IpoPage() {
  const { t } = useI18n();
  const offerings = useOfferings();
  const [editing, setEditing] = useState(false);
  const [drawing, setDrawing] = useState<AdminOffering | null>(null);
  const [lottery, setLottery] = useState<{
    offering: AdminOffering;
    record?: LotteryRecord;
  } | null>(null);

  return (
    <div className="products-stack">
      {editing ? (
        <IpoEditor onClose={() => setEditing(false)} />
      ) : (
        <div className="products-actions">
          <p className="muted">{t('products.ipo.lead')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            data-testid="ipo-new"
          >
            ＋ {t('products.ipo.new')}
          </button>
        </div>
      )}
      <section className="card">
        {offerings.isPending ? (
          <LoadingState />
        ) : offerings.isError ? (
          <ErrorState error={offerings.error} onRetry={() => void offerings.refetch()} />
        ) : offerings.data.length === 0 ? (
          <EmptyState title={t('products.ipo.empty')} icon="◎" />
        ) : (
          <OfferingTable
            items={offerings.data}
            onDraw={setDrawing}
            onLottery={(offering) => setLottery({ offering })}
          />
        )}
      </section>
      <DrawDialog
        offering={drawing}
        onClose={() => setDrawing(null)}
        onDrawn={(offering, record) => {
          setDrawing(null);
          setLottery({ offering, record });
        }}
      />
      <LotteryDialog
        offering={lottery?.offering ?? null}
        record={lottery?.record}
        onClose={() => setLottery(null)}
      />
    </div>
  );
}

function OfferingTable({
  items,
  onDraw,
  onLottery,
}: {
  items: readonly AdminOffering[];
  onDraw: (offering: AdminOffering) => void;
  onLottery: (offering: AdminOffering) => void;
}) {
  const { t, label } = useI18n();
  const short = useShortDateTime();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="ipo-table">
        <thead>
          <tr>
            <th scope="col">{t('products.ipo.col.offering')}</th>
            <th scope="col">{t('products.ipo.col.terms')}</th>
            <th scope="col">{t('products.ipo.col.window')}</th>
            <th scope="col" className="numeric">
              {t('products.ipo.col.demand')}
            </th>
            <th scope="col">{t('products.ipo.col.phase')}</th>
            <th scope="col" className="table__actions">
              {t('products.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <tr key={o.id} data-testid={`ipo-row-${o.id}`} data-phase={o.phase}>
              <td>
                <span className="cell-title">
                  <strong>
                    <span className="code-chip">{o.code}</span> {o.name}
                  </strong>
                  <span className="cell-sub">
                    #{o.id} · {label('products.market', o.market)} · {o.sponsor}
                  </span>
                </span>
              </td>
              <td>
                <span className="cell-title">
                  <span className="cell-figure">
                    {grouped(o.price)} {o.currency}
                  </span>
                  <span className="cell-sub nowrap">{label('products.ipo.mode', o.mode)}</span>
                  <span className="cell-sub nowrap">
                    {t('products.ipo.lotTerms', { lot: o.lot, max: o.max_lots })}
                  </span>
                </span>
              </td>
              <td className="small">
                <span className="cell-title">
                  <span className="nowrap">
                    {t('products.ipo.closesAt', { at: short(o.deadline) })}
                  </span>
                  <span className="cell-sub nowrap">
                    {t('products.ipo.drawAt', { at: short(o.draw_date) })}
                  </span>
                </span>
              </td>
              <td className="numeric" data-testid={`ipo-result-${o.id}`}>
                <span className="cell-title">
                  <span className="cell-figure">
                    {t('products.ipo.demandShares', {
                      shares: grouped(o.applied_quantity),
                      offered: grouped(o.quantity),
                    })}
                  </span>
                  <span className="cell-sub nowrap">
                    {t('products.ipo.demandApps', { apps: o.applications })}
                  </span>
                  {o.winning_rate !== null && (
                    <span className="cell-sub nowrap text-success">
                      {t('products.ipo.wonShares', {
                        rate: o.winning_rate,
                        shares: grouped(o.winning_quantity ?? 0),
                      })}
                    </span>
                  )}
                </span>
              </td>
              <td>
                <Badge tone={PHASE_TONE[o.phase]}>{label('products.ipo.phase', o.phase)}</Badge>
              </td>
              <td className="table__actions">
                <span className="button-stack">
                  <button
                    type="button"
                    className="button button--small button--primary"
                    disabled={o.phase !== 'closed'}
                    title={o.phase === 'closed' ? undefined : t('products.ipo.drawWhenClosed')}
                    onClick={() => onDraw(o)}
                    data-testid={`ipo-draw-${o.id}`}
                  >
                    {t('products.ipo.draw')}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => onLottery(o)}
                    data-testid={`ipo-lottery-${o.id}`}
                  >
                    {t('products.ipo.lottery')}
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

function DrawDialog({
  offering,
  onClose,
  onDrawn,
}: {
  offering: AdminOffering | null;
  onClose: () => void;
  onDrawn: (offering: AdminOffering, record: LotteryRecord) => void;
}) {
  const { t, say } = useI18n();
  const toast = useToast();
  const draw = useRunDraw();
  const [error, setError] = useState<UiMessage | null>(null);

  async function run() {
    if (!offering) return;
    try {
      const result = await draw.mutateAsync(offering.id);
      toast.show('success', { msg: result.msg });
      setError(null);
      onDrawn(offering, result.data);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Dialog
      open={offering !== null}
      title={offering ? t('products.ipo.drawTitle', { code: offering.code }) : ''}
      onClose={() => {
        setError(null);
        onClose();
      }}
      busy={draw.isPending}
      testId="ipo-draw-dialog"
    >
      {offering && (
        <>
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            <p>
              {t('products.ipo.drawBody', {
                apps: offering.applications,
                shares: offering.applied_quantity,
                offered: offering.quantity,
              })}
            </p>
            <p className="callout callout--info">{t('products.ipo.drawNote')}</p>
          </DialogBody>
          <DialogFooter>
            <button type="button" className="button" disabled={draw.isPending} onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={draw.isPending}
              onClick={() => void run()}
              data-testid="ipo-draw-confirm"
            >
              {t('products.ipo.drawConfirm')}
            </button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
