import type { OfferingPhase, LotteryRecord, Offering } from '@kabuto/shared/contracts/ipo';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { useOfferings, useRunDraw } from '../api/ipo';
import { grouped, useShortDateTime } from './format';
import { IpoEditor } from './ipo-editor';
import { LotteryDialog } from './lottery-dialog';
import { ProductCommandDialog, ProductListPage } from './products-shell';
import { RowAction } from './row-action';

const PHASE_TONE: Readonly<Record<OfferingPhase, BadgeTone>> = {
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
  const [drawing, setDrawing] = useState<Offering | null>(null);
  const [lottery, setLottery] = useState<{
    offering: Offering;
    record?: LotteryRecord;
  } | null>(null);

  return (
    <ProductListPage
      kind="ipo"
      query={offerings}
      editor={(close) => <IpoEditor onClose={close} />}
      columns={[
        { label: t('products.ipo.col.offering') },
        { label: t('products.ipo.col.terms') },
        { label: t('products.ipo.col.window') },
        { label: t('products.ipo.col.demand'), numeric: true },
        { label: t('products.ipo.col.phase') },
      ]}
      row={(offering) => (
        <OfferingRow
          offering={offering}
          onDraw={setDrawing}
          onLottery={(o) => setLottery({ offering: o })}
        />
      )}
    >
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
    </ProductListPage>
  );
}

function OfferingRow({
  offering: o,
  onDraw,
  onLottery,
}: {
  offering: Offering;
  onDraw: (offering: Offering) => void;
  onLottery: (offering: Offering) => void;
}) {
  const { t, label } = useI18n();
  const short = useShortDateTime();
  return (
    <tr data-testid={`ipo-row-${o.id}`} data-phase={o.phase}>
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
          <span className="nowrap">{t('products.ipo.closesAt', { at: short(o.deadline) })}</span>
          <span className="cell-sub nowrap">
            {t('products.ipo.drawAt', { at: short(o.draw_date) })}
          </span>
        </span>
      </td>
      <DemandCell offering={o} />
      <td>
        <Badge tone={PHASE_TONE[o.phase]}>{label('products.ipo.phase', o.phase)}</Badge>
      </td>
      <td className="table__actions">
        <span className="button-stack">
          <RowAction
            tone="primary"
            disabled={o.phase !== 'closed'}
            title={o.phase === 'closed' ? undefined : t('products.ipo.drawWhenClosed')}
            onClick={() => onDraw(o)}
            data-testid={`ipo-draw-${o.id}`}
          >
            {t('products.ipo.draw')}
          </RowAction>
          <RowAction onClick={() => onLottery(o)} data-testid={`ipo-lottery-${o.id}`}>
            {t('products.ipo.lottery')}
          </RowAction>
        </span>
      </td>
    </tr>
  );
}

/** Shares applied for against shares offered, by how many applications; once drawn, who won. */
function DemandCell({ offering: o }: { offering: Offering }) {
  const { t } = useI18n();
  return (
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
  );
}

function DrawDialog({
  offering,
  onClose,
  onDrawn,
}: {
  offering: Offering | null;
  onClose: () => void;
  onDrawn: (offering: Offering, record: LotteryRecord) => void;
}) {
  const { t } = useI18n();
  const draw = useRunDraw();
  const command = useCommand();

  function close() {
    command.setError(null);
    onClose();
  }

  return (
    <ProductCommandDialog
      subject={offering}
      title={(o) => t('products.ipo.drawTitle', { code: o.code })}
      testId="ipo-draw-dialog"
      error={command.error}
      pending={draw.isPending}
      submitLabel={t('products.ipo.drawConfirm')}
      submitTestId="ipo-draw-confirm"
      onSubmit={(o) =>
        void command.send(
          () => draw.mutateAsync(o.id),
          (result) => onDrawn(o, result.data),
        )
      }
      onClose={close}
    >
      {(o) => (
        <>
          <p>
            {t('products.ipo.drawBody', {
              apps: o.applications,
              shares: o.applied_quantity,
              offered: o.quantity,
            })}
          </p>
          <p className="callout callout--info">{t('products.ipo.drawNote')}</p>
        </>
      )}
    </ProductCommandDialog>
  );
}
