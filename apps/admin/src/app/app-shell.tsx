import { NavLink, Outlet } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { StaffIdentity } from '../features/auth/components/staff-identity';
import { useI18n } from '../i18n/i18n-provider';
import type { MessageId } from '../i18n/jp';

const NAV_ITEMS: readonly { to: string; label: MessageId; icon: string }[] = [
  { to: '/reviews', label: 'nav.reviews', icon: '☑' },
  { to: '/customers', label: 'nav.customers', icon: '☺' },
  { to: '/content', label: 'nav.content', icon: '✎' },
  { to: '/products', label: 'nav.products', icon: '◈' },
  { to: '/audit', label: 'nav.audit', icon: '☰' },
  { to: '/ledger', label: 'nav.ledger', icon: '⚖' },
  { to: '/proposals', label: 'nav.proposals', icon: '⚇' },
];

export function AppShell() {
  const { t } = useI18n();
  return (
    <div className="shell">
      <aside className="shell__sidebar">
        <Brand />
        <nav className="nav" aria-label={t('nav.label')}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? 'nav__link is-active' : 'nav__link')}
            >
              <span className="nav__icon" aria-hidden="true">
                {item.icon}
              </span>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="shell__body">
        <header className="topbar">
          <LanguageSwitch />
          <StaffIdentity />
        </header>
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
