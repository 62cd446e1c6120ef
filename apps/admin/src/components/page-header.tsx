import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-provider';

export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{lead}</p>
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

/** A page's action to load its data again; idle while it loads. */
export function RefreshButton({
  query,
  label,
  testId,
}: {
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
  /** The button's text after the ↻; "Refresh" when not given. */
  label?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
      data-testid={testId}
    >
      ↻ {label ?? t('common.refresh')}
    </button>
  );
}
