import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useI18n } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import './content.css';

const SECTIONS: readonly { to: string; label: MessageId; testId: string }[] = [
  { to: '/content/news', label: 'content.tab.news', testId: 'content-tab-news' },
  { to: '/content/messages', label: 'content.tab.messages', testId: 'content-tab-messages' },
  { to: '/content/pages', label: 'content.tab.pages', testId: 'content-tab-pages' },
  { to: '/content/settings', label: 'content.tab.settings', testId: 'content-tab-settings' },
];

/** The content section: news, site messages, site pages and settings, one tab each. */
export function ContentLayout() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('content.title')} lead={t('content.lead')} />
      <nav className="content-tabs" aria-label={t('content.title')}>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            className={({ isActive }) =>
              isActive ? 'content-tabs__tab is-active' : 'content-tabs__tab'
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
