import { DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { MAX_ALERTS_PER_CUSTOMER } from '@kabuto/shared/insight-kinds';
import { NoData } from '@/components/no-data/no-data';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useAlerts, useDeleteAlert } from '../api/alerts';
import { AlertRow } from './alert-row';
import styles from './alerts.module.css';

/** /quotes/alerts: every price alert of the customer, armed and fired, with delete. */
export function AlertsScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const message = useMessage();
  const navigate = useNavigate();
  const alerts = useAlerts(language);
  const remove = useDeleteAlert();
  const rows = alerts.data ?? [];
  const drop = async (id: number) => {
    const msg = await remove.mutateAsync(id).catch(() => null);
    if (msg) showMessage(message(msg));
  };
  return (
    <div className={styles.page} data-testid="alerts-screen">
      <section className={styles.card}>
        <div className={styles.head}>
          <h3>
            {t('alerts.title')}{' '}
            <span className="kb-figure" data-testid="alerts-count">
              {rows.length}/{MAX_ALERTS_PER_CUSTOMER}
            </span>
          </h3>
        </div>
        {!alerts.data && (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        )}
        {alerts.data && rows.length === 0 && <NoData text={t('alerts.empty')} />}
        {rows.length > 0 && (
          <ul className={styles.list}>
            {rows.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                withName
                onDelete={(id) => void drop(id)}
                deleting={remove.isPending}
                onOpen={() => navigate(`/quotes/info?code=${encodeURIComponent(alert.code)}`)}
              />
            ))}
          </ul>
        )}
        <p className={styles.note}>{t('alerts.rule', { max: MAX_ALERTS_PER_CUSTOMER })}</p>
      </section>
    </div>
  );
}
