import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useI18n } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import './products.css';

const SECTIONS: readonly { to: string; label: MessageId; testId: string }[] = [
  { to: '/products/ipo', label: 'products.tab.ipo', testId: 'products-tab-ipo' },
  { to: '/products/blocks', label: 'products.tab.blocks', testId: 'products-tab-blocks' },
  { to: '/products/copy', label: 'products.tab.copy', testId: 'products-tab-copy' },
];

/** The products section: IPO offerings, block offers and copy-trading products, a tab each. */
export function ProductsLayout() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('products.title')} lead={t('products.lead')} />
      <nav className="products-tabs" aria-label={t('products.title')}>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            className={({ isActive }) =>
              isActive ? 'products-tabs__tab is-active' : 'products-tabs__tab'
            }
            data-testid={section.testId}
          >
            {t(section.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
