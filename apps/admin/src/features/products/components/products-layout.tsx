import { SectionLayout, type SectionTab } from '../../../components/section-layout';
import { useI18n } from '../../../i18n/i18n-provider';
import './products.css';

const SECTIONS: readonly SectionTab[] = [
  { to: '/products/ipo', label: 'products.tab.ipo', testId: 'products-tab-ipo' },
  { to: '/products/blocks', label: 'products.tab.blocks', testId: 'products-tab-blocks' },
  { to: '/products/copy', label: 'products.tab.copy', testId: 'products-tab-copy' },
  {
    to: '/products/approvals',
    label: 'products.tab.approvals',
    testId: 'products-tab-approvals',
  },
];

/**
 * The products section: IPO offerings, block offers and copy-trading products, a tab each, and
 * the block and IPO prices waiting for a second staff member's approval.
 */
export function ProductsLayout() {
  const { t } = useI18n();
  return (
    <SectionLayout
      title={t('products.title')}
      lead={t('products.lead')}
      name="products-tabs"
      tabs={SECTIONS}
    />
  );
}
