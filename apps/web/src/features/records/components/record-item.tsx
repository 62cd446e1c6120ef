import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import type { FundRecord } from '@kabuto/shared/contracts/funding';
import { Icon } from '@/components/icon/icon';
import { useLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import {
  GROUP_ICONS,
  mainAmount,
  recordDetail,
  recordLabel,
  signedText,
} from '../utils/record-text';
import styles from './records.module.css';

/** One fund record: its label and detail, when, and the money it moved. */
export function RecordItem({ record }: { record: FundRecord }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const main = mainAmount(record);
  const negative = main.value.startsWith('-');
  const zero = !/[1-9]/.test(main.value);
  const frozenMoved = !main.fromFrozen && /[1-9]/.test(record.frozen);
  const detail = recordDetail(t, record);
  return (
    <li
      className={styles.item}
      data-testid="records-item"
      data-type={record.type}
      data-group={record.group}
    >
      <div className={styles.itemMain}>
        <span className={styles.itemIcon}>
          <Icon name={GROUP_ICONS[record.group]} size={18} strokeWidth={2} />
        </span>
        <span className={styles.itemText}>
          <span className={styles.itemType}>{recordLabel(language, record)}</span>
          {detail && (
            <span className={styles.itemDetail} data-testid="records-detail">
              {detail}
            </span>
          )}
          <span className={styles.itemSub}>{formatDateTime(record.time)}</span>
        </span>
      </div>
      <div className={styles.itemSide}>
        <span
          className={`${styles.amount} ${zero ? '' : negative ? styles.minus : styles.plus}`}
          data-testid="records-amount"
        >
          {signedText(main.value, displayMoney)} {record.currency}
        </span>
        {main.fromFrozen && <span className={styles.frozen}>{t('records.fromFrozen')}</span>}
        <span className={styles.itemSub}>{record.order_no}</span>
        {frozenMoved && (
          <span className={styles.frozen}>
            {t('records.frozen')} {signedText(record.frozen, displayMoney)}
          </span>
        )}
      </div>
    </li>
  );
}
