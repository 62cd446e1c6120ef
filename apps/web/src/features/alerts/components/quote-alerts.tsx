import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { ALERT_KINDS, MAX_ALERTS_PER_CUSTOMER } from '@kabuto/shared/insight-kinds';
import type { AlertKind } from '@kabuto/shared/insight-kinds';
import { useMessage } from '@/i18n/i18n';
import { useDrawnAndIdle } from '@/lib/idle';
import { useLiveTick } from '@/lib/live-quotes';
import { showMessage } from '@/lib/toast';
import { useAddAlert, useAlerts, useDeleteAlert } from '../api/alerts';
import { AlertRow } from './alert-row';
import styles from './alerts.module.css';

interface QuoteAlertsProps {
  code: string;
  /** The price on show, offered as the starting value. */
  price: string;
}

/** How long the alerts wait for an idle moment at most after the screen is drawn. */
const ALERTS_WAIT_MS = 500;

/**
 * The stock detail's price alerts: this stock's alerts and a form to add one. Below the fold: the
 * alerts are asked for once the screen is drawn, not beside the price (issue 18).
 */
export function QuoteAlerts({ code, price }: QuoteAlertsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const message = useMessage();
  const navigate = useNavigate();
  const alerts = useAlerts(language, useDrawnAndIdle(ALERTS_WAIT_MS));
  const remove = useDeleteAlert();
  const mine = (alerts.data ?? []).filter((a) => a.code === code);

  const drop = async (id: number) => {
    const msg = await remove.mutateAsync(id).catch(() => null);
    if (msg) showMessage(message(msg));
  };

  return (
    <section className={styles.card} data-testid="quote-alerts">
      <div className={styles.head}>
        <h3>{t('alerts.title')}</h3>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigate('/quotes/alerts')}
          data-testid="quote-alerts-all"
        >
          {t('alerts.all')}
        </button>
      </div>
      <AddAlertForm code={code} price={price} />
      {mine.length > 0 && (
        <ul className={styles.list}>
          {mine.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              onDelete={(id) => void drop(id)}
              deleting={remove.isPending}
            />
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('alerts.rule', { max: MAX_ALERTS_PER_CUSTOMER })}</p>
    </section>
  );
}

/** A new alert on this stock: above or below a price, or a day's move in percent. */
function AddAlertForm({ code, price: quoted }: QuoteAlertsProps) {
  const { t } = useTranslation();
  // The price offered as an example follows the ticks (this form alone re-renders on one).
  const price = useLiveTick(code)?.price ?? quoted;
  const message = useMessage();
  const add = useAddAlert();
  const [kind, setKind] = useState<AlertKind>('above');
  const [value, setValue] = useState('');

  const submit = async () => {
    const msg = await add.mutateAsync({ code, kind, value: value.trim() }).catch(() => null);
    if (!msg) return;
    showMessage(message(msg));
    setValue('');
  };

  return (
    <>
      <div className={styles.kinds} role="radiogroup" aria-label={t('alerts.kind')}>
        {ALERT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={k === kind}
            onClick={() => setKind(k)}
            data-testid={`alert-kind-${k}`}
          >
            {t(`alerts.kinds.${k}`)}
          </button>
        ))}
      </div>
      <div className={styles.form}>
        <Input
          className={styles.input}
          value={value}
          onChange={(next) => setValue(next.replace(/[^\d.]/g, ''))}
          placeholder={
            kind === 'change_pct'
              ? t('alerts.pctPlaceholder')
              : t('alerts.pricePlaceholder', { price })
          }
          inputMode="decimal"
          autoComplete="off"
          data-testid="alert-value"
        />
        <span className={styles.unit}>{kind === 'change_pct' ? '%' : ''}</span>
        <Button
          color="primary"
          size="small"
          loading={add.isPending}
          disabled={!value.trim()}
          onClick={() => void submit()}
          data-testid="alert-add"
        >
          {t('alerts.add')}
        </Button>
      </div>
    </>
  );
}
