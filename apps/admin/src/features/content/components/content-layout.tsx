import { SectionLayout, type SectionTab } from '../../../components/section-layout';
import { useI18n } from '../../../i18n/i18n-provider';
import './content.css';

const SECTIONS: readonly SectionTab[] = [
  { to: '/content/news', label: 'content.tab.news', testId: 'content-tab-news' },
  { to: '/content/messages', label: 'content.tab.messages', testId: 'content-tab-messages' },
  { to: '/content/pages', label: 'content.tab.pages', testId: 'content-tab-pages' },
  { to: '/content/settings', label: 'content.tab.settings', testId: 'content-tab-settings' },
];

/** The content section: news, site messages, site pages and settings, one tab each. */
export function ContentLayout() {
  const { t } = useI18n();
  return (
    <SectionLayout
      title={t('content.title')}
      lead={t('content.lead')}
      name="content-tabs"
      tabs={SECTIONS}
    />
  );
}
