import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { NoData } from '@/components/no-data/no-data';
import { Card, kit, statusKey, statusTone, Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { Amount } from '@/components/amount/amount';
import type { RechargeRecord } from '@kabuto/shared/contracts/funding';

/** The latest recharges and deposits with their state (SPEC §4: submitted, passed, rejected). */
export function RechargeHistory({
  records,
  limit,
}: {
  records: readonly RechargeRecord[] | undefined;
  limit: number;
}) {
  const { t } = useTranslation();
  const rows = (records ?? []).slice(0, limit);
  return (
    <Card title={t('funding.stored.history')} testId="recharge-history">
      {records && rows.length === 0 ? (
        <NoData />
      ) : (
        <ul className={kit.rows}>
          {rows.map((record) => (
            <li key={record.id} className={kit.row} data-testid={`recharge-${record.id}`}>
              <div className={kit.rowMain}>
                <span className={kit.rowTitle}>
                  {t(`funding.kind.${record.kind === 'bank' ? 'bank' : 'quick'}`)}
                  {record.simulated && <Tag tone="sim">{t('funding.simulated')}</Tag>}
                </span>
                <span className={kit.rowSub}>
                  {record.order_no} · {formatDateTime(record.created_at)}
                </span>
                {record.status === 2 && record.reason && (
                  <span className={kit.rowReason}>
                    {t('funding.reason')}: {record.reason}
                  </span>
                )}
              </div>
              <div className={kit.rowSide}>
                <Amount
                  className={kit.rowAmount}
                  value={`+${displayMoney(record.money)}`}
                  unit={` ${record.currency}`}
                />
                <Tag tone={statusTone(record.status)}>
                  {t(`funding.status.${statusKey(record.status)}`)}
                </Tag>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
