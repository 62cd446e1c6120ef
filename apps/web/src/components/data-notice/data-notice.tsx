import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '@/lib/live-quotes';
import { useMarketSource } from '@/lib/market-source';
import styles from './data-notice.module.css';

interface DataNoticeProps {
  /** The screen's own reading of the practice flag (a quote's), if it has one. */
  practice?: boolean | undefined;
  /** Show whether prices stream live or are polled. */
  showLive?: boolean;
  className?: string;
}

/**
 * PRODUCT.md integrity rule 2: every price screen says where its prices come from, that they
 * are simulated (in simulation mode), and when a practice session keeps the market open.
 */
export function DataNotice({ practice, showLive = false, className }: DataNoticeProps) {
  const { t } = useTranslation();
  const source = useMarketSource();
  const live = useLiveStatus();
  if (!source.data) return <div className={`${styles.notice} ${className ?? ''}`} />;
  const { id, simulated } = source.data;
  const isPractice = practice ?? source.data.practice;
  const sourceName = id === 'simulation' ? t('market.sources.simulation') : id;
  return (
    <div
      className={`${styles.notice} ${className ?? ''}`}
      data-testid="data-notice"
      data-simulated={simulated}
      data-practice={isPractice}
    >
      {simulated && (
        <span className={styles.simulated} data-testid="simulated-label">
          {t('market.simulated')}
        </span>
      )}
      {isPractice && (
        <span
          className={styles.practice}
          data-testid="practice-label"
          title={t('market.practiceHint')}
        >
          {t('market.practice')}
        </span>
      )}
      <span className={styles.source} data-testid="data-source">
        {t('market.source')}: {sourceName}
      </span>
      {showLive && live !== 'idle' && (
        <span className={styles.live} data-testid="live-status" data-status={live}>
          <i className={live === 'socket' ? styles.dotOn : styles.dotOff} aria-hidden="true" />
          {live === 'socket'
            ? t('market.live')
            : live === 'polling'
              ? t('market.polling')
              : t('market.connecting')}
        </span>
      )}
    </div>
  );
}
