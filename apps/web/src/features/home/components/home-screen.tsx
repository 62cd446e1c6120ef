import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import styles from './home-screen.module.css';

type TileKey = 'large' | 'newShare' | 'follow' | 'withinDays';

const TILES: readonly { key: TileKey; icon: IconName; to: string }[] = [
  { key: 'large', icon: 'layers', to: '/home/large' },
  { key: 'newShare', icon: 'flag', to: '/home/newShare' },
  { key: 'follow', icon: 'users', to: '/home/follow' },
  { key: 'withinDays', icon: 'clock', to: '/home/withinDays' },
];

const MARKET_TABS = ['indices', 'active', 'gainers', 'losers'] as const;

interface HomeScreenProps {
  /** The account at a glance, supplied by the account feature. */
  summary: ReactNode;
}

/** /home/index: the account at a glance, the product entries and (soon) the market. */
export function HomeScreen({ summary }: HomeScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.home} data-testid="home-screen">
      <div className={styles.top}>{summary}</div>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('home.services')}</h2>
        <div className={styles.tiles}>
          {TILES.map((tile) => (
            <Link
              key={tile.key}
              to={tile.to}
              className={styles.tile}
              data-testid={`tile-${tile.key}`}
            >
              <span className={styles.tileIcon}>
                <Icon name={tile.icon} size={22} strokeWidth={1.9} />
              </span>
              <span className={styles.tileText}>
                <strong>{t(`home.tiles.${tile.key}`)}</strong>
                <span>{t(`home.tiles.${tile.key}Hint`)}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('home.market')}</h2>
        <div className={styles.market} data-testid="market-coming">
          <div className={styles.marketTabs} aria-hidden="true">
            {MARKET_TABS.map((tab, index) => (
              <span key={tab} className={index === 0 ? styles.marketTabActive : undefined}>
                {t(`home.marketTabs.${tab}`)}
              </span>
            ))}
          </div>
          <div className={styles.marketBody}>
            <span className={styles.marketArt} aria-hidden="true">
              <Icon name="pulse" size={30} strokeWidth={1.8} />
            </span>
            <h3>{t('home.marketComingTitle')}</h3>
            <p>{t('home.marketComingBody')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
