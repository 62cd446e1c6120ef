import type { LotteryRecord, Offering } from '@kabuto/shared/contracts/ipo';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n } from '../../../i18n/i18n-provider';
import { useLottery } from '../api/get-lottery';

interface LotteryDialogProps {
  offering: Offering | null;
  /** The record the draw just answered with; otherwise the published one is loaded. */
  record: LotteryRecord | undefined;
  onClose: () => void;
}

/** An offering's lottery record, exactly as published to customers. */
export function LotteryDialog({ offering, record, onClose }: LotteryDialogProps) {
  const { t } = useI18n();
  const loaded = useLottery(offering && !record ? offering.id : null);
  const shown = record ?? loaded.data;
  return (
    <Dialog
      open={offering !== null}
      title={offering ? t('products.ipo.lotteryTitle', { code: offering.code }) : ''}
      onClose={onClose}
      testId="ipo-lottery-dialog"
    >
      {offering && (
        <>
          <DialogBody>
            {shown ? (
              <LotteryBody record={shown} />
            ) : loaded.isError ? (
              <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} />
            ) : (
              <LoadingState />
            )}
          </DialogBody>
          <DialogFooter>
            <button type="button" className="button" onClick={onClose}>
              {t('common.close')}
            </button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}

function LotteryBody({ record }: { record: LotteryRecord }) {
  const { t } = useI18n();
  const wonTotal = record.applications.reduce((n, app) => n + (app.won_lots ?? 0), 0);
  return (
    <>
      <div className="field">
        <span className="field__label">{t('products.ipo.seedHash')}</span>
        <code className="hash" data-testid="admin-lottery-seed-hash">
          {record.seed_hash}
        </code>
      </div>
      <div className="field">
        <span className="field__label">{t('products.ipo.seed')}</span>
        <code className="hash" data-testid="admin-lottery-seed">
          {record.seed ?? t('products.ipo.sealed')}
        </code>
      </div>
      <div className="lottery-stats">
        <div>
          <span>{t('products.ipo.winningLots')}</span>
          <strong>{record.winning_lots}</strong>
        </div>
        <div>
          <span>{t('products.ipo.applications')}</span>
          <strong>{record.applications.length}</strong>
        </div>
        <div>
          <span>{t('products.ipo.wonLots')}</span>
          <strong data-testid="admin-lottery-won">
            {record.seed ? wonTotal : t('common.none')}
          </strong>
        </div>
      </div>
      <p className="muted small" title={record.method} data-testid="admin-lottery-method">
        {t('products.ipo.method', { winning: record.winning_lots })}
      </p>
      {record.applications.length > 0 && (
        <div className="lottery-apps">
          <table className="table table--compact" data-testid="admin-lottery-applications">
            <thead>
              <tr>
                <th scope="col">{t('products.ipo.application')}</th>
                <th scope="col" className="numeric">
                  {t('products.ipo.lots')}
                </th>
                <th scope="col" className="numeric">
                  {t('products.ipo.won')}
                </th>
              </tr>
            </thead>
            <tbody>
              {record.applications.map((app) => (
                <tr key={app.application}>
                  <td className="mono">#{app.application}</td>
                  <td className="numeric">{app.lots}</td>
                  <td className="numeric">{app.won_lots ?? t('common.none')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
