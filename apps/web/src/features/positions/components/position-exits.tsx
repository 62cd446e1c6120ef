import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PositionDetail } from '@kabuto/shared/contracts/trading';
import { useMessage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/market-format';
import { showMessage } from '@/lib/toast';
import { useSetExit } from '../api/set-exit';
import styles from './positions.module.css';

/**
 * A held position's exits (issue 15): the stop-loss and take-profit it closes at, and a form to
 * set or clear them. The rule is said before saving: whichever price trades first closes the
 * whole position at market and cancels the other; a forced close comes first.
 */
export function PositionExits({ position: p }: { position: PositionDetail }) {
  const { t } = useTranslation();
  const message = useMessage();
  const save = useSetExit();
  const [stopLoss, setStopLoss] = useState(p.stop_loss ?? '');
  const [takeProfit, setTakeProfit] = useState(p.take_profit ?? '');
  const shown = (price: string | null) =>
    price === null ? t('positions.exits.none') : `${formatPrice(price)} ${p.currency}`;
  const submit = () =>
    save.mutate(
      { id: p.id, stop_loss: stopLoss, take_profit: takeProfit },
      {
        onSuccess: () => showMessage(message('exit_set')),
        onError: (error) =>
          showMessage(message(error instanceof ApiError ? error.msg : 'network_error')),
      },
    );
  return (
    <section className={styles.card} data-testid="position-exits">
      <h3 className={styles.exitsTitle}>{t('positions.exits.title')}</h3>
      <dl className={styles.detailFields}>
        <div data-testid="position-stop-loss">
          <dt>{t('positions.exits.stopLoss')}</dt>
          <dd>{shown(p.stop_loss)}</dd>
        </div>
        <div data-testid="position-take-profit">
          <dt>{t('positions.exits.takeProfit')}</dt>
          <dd>{shown(p.take_profit)}</dd>
        </div>
      </dl>
      <p className={styles.exitsHint}>
        {t(`positions.exits.hint.${p.direction}`, { price: formatPrice(p.nowprice) })}
      </p>
      <div className={styles.exitsForm}>
        <label>
          <span>{t('positions.exits.stopLoss')}</span>
          <Input
            value={stopLoss}
            onChange={setStopLoss}
            inputMode="decimal"
            clearable
            data-testid="exit-stop-loss"
          />
        </label>
        <label>
          <span>{t('positions.exits.takeProfit')}</span>
          <Input
            value={takeProfit}
            onChange={setTakeProfit}
            inputMode="decimal"
            clearable
            data-testid="exit-take-profit"
          />
        </label>
        <Button
          color="primary"
          shape="rounded"
          loading={save.isPending}
          onClick={submit}
          data-testid="exit-save"
        >
          {t('positions.exits.save')}
        </Button>
      </div>
    </section>
  );
}

/** The exits on a held position's card, when it has any. */
export function ExitsLine({
  stopLoss,
  takeProfit,
}: {
  stopLoss: string | null;
  takeProfit: string | null;
}) {
  const { t } = useTranslation();
  if (stopLoss === null && takeProfit === null) return null;
  return (
    <p className={styles.exitsLine} data-testid="card-exits">
      {stopLoss !== null && `${t('positions.exits.stopLossShort')} ${formatPrice(stopLoss)}`}
      {stopLoss !== null && takeProfit !== null && ' · '}
      {takeProfit !== null && `${t('positions.exits.takeProfitShort')} ${formatPrice(takeProfit)}`}
    </p>
  );
}
