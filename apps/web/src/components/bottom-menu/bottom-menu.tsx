import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import styles from './bottom-menu.module.css';

interface MenuEntry {
  to: string;
  icon: IconName;
  label: 'nav.home' | 'nav.watchlist' | 'nav.positions' | 'nav.news' | 'nav.menu';
  testId: string;
}

/** The five entries of SPEC §2. */
const ENTRIES: readonly MenuEntry[] = [
  { to: '/home/index', icon: 'home', label: 'nav.home', testId: 'menu-home' },
  { to: '/quotes/self', icon: 'star', label: 'nav.watchlist', testId: 'menu-watchlist' },
  { to: '/position/index', icon: 'briefcase', label: 'nav.positions', testId: 'menu-positions' },
  { to: '/news/index', icon: 'news', label: 'nav.news', testId: 'menu-news' },
  { to: '/mine/menu', icon: 'grid', label: 'nav.menu', testId: 'menu-menu' },
];

export function BottomMenu() {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} data-testid="bottom-menu">
      {ENTRIES.map((entry) => (
        <NavLink
          key={entry.to}
          to={entry.to}
          className={({ isActive }) =>
            isActive ? `${styles.entry} ${styles.active}` : styles.entry
          }
          data-testid={entry.testId}
        >
          <span className={styles.icon}>
            <Icon name={entry.icon} size={22} />
          </span>
          <span className={styles.label}>{t(entry.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
