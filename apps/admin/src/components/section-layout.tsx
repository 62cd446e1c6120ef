import { NavLink, Outlet } from 'react-router';
import { useI18n } from '../i18n/i18n-provider';
import type { MessageId } from '../i18n/jp';
import { PageHeader } from './page-header';

export interface SectionTab {
  to: string;
  label: MessageId;
  testId: string;
}

/**
 * A section of the console with a page per tab (content, products): its header, the tabs, then
 * the open tab's page. `name` is the section's own class for the tab bar, `<name>__tab` each tab's.
 */
export function SectionLayout({
  title,
  lead,
  name,
  tabs,
}: {
  title: string;
  lead: string;
  name: string;
  tabs: readonly SectionTab[];
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <nav className={`section-tabs ${name}`} aria-label={title}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              `section-tabs__tab ${name}__tab${isActive ? ' is-active' : ''}`
            }
            data-testid={tab.testId}
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
