import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/screen-kit/screen-kit';
import { askFundUnlock } from '@/lib/fund-unlock-gate';
import { useLock, useUnlockMinutes, useUnlockStatus } from '../api/fund-unlock';
import styles from './fund-unlock.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * My Page and the menu: whether this session may confirm without the fund password, with "lock
 * now". `compact` leaves out the explanation (the menu).
 */
export function FundUnlockCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const status = useUnlockStatus();
  const lock = useLock();
  const minutes = useUnlockMinutes();
  const data = status.data;
  const until = data?.unlocked_until ? new Date(data.unlocked_until) : null;
  const open = until !== null && until.getTime() > Date.now();

  let text = '—';
  if (data && !data.has_fund_password) text = t('fundUnlock.notSet');
  else if (open) {
    text = t('fundUnlock.unlockedUntil', {
      time: `${pad(until.getHours())}:${pad(until.getMinutes())}`,
    });
  } else if (data) text = t('fundUnlock.locked');

  return (
    <Card title={t('fundUnlock.cardTitle')} testId="fund-unlock-card">
      <div className={styles.status}>
        <span
          className={`${styles.statusText} ${open ? styles.open : ''}`}
          data-testid="fund-unlock-state"
          data-unlocked={open ? '1' : '0'}
        >
          {text}
        </span>
        {data?.has_fund_password && (
          <Button
            size="small"
            className={styles.statusButton}
            loading={lock.isPending}
            onClick={() =>
              open ? lock.mutate() : void askFundUnlock('unlock').then(() => status.refetch())
            }
            data-testid={open ? 'fund-unlock-lock' : 'fund-unlock-unlock'}
          >
            {open ? t('fundUnlock.lockNow') : t('fundUnlock.unlockNow')}
          </Button>
        )}
      </div>
      {!compact && <p className={styles.hint}>{t('fundUnlock.hint', { minutes })}</p>}
    </Card>
  );
}
