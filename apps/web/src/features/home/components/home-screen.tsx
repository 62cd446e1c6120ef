import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FitLine } from '@/components/amount/fit-line';
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

interface HomeScreenProps {
  /** The account at a glance, supplied by the account feature. */
  summary: ReactNode;
  /** Indices, rankings and the market summary, supplied by the market feature. */
  market: ReactNode;
}

/** /home/index: the account at a glance, the product entries and the market. */
export function HomeScreen({ summary, market }: HomeScreenProps) {
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
                <FitLine as="strong" text={t(`home.tiles.${tile.key}`)} minScale={0.75} />
                <span>{t(`home.tiles.${tile.key}Hint`)}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('home.market')}</h2>
        {market}
      </section>
    </div>
  );
}
