import { Link, useRouteError } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { useI18n } from '../i18n/i18n-provider';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="card">
      <EmptyState title={t('notFound.title')} icon="?">
        <Link to="/reviews" className="button">
          {t('notFound.back')}
        </Link>
      </EmptyState>
    </section>
  );
}

/** Shown when rendering a screen throws: a bug, reported in the console, never a blank page. */
export function RouteErrorPage() {
  const { t } = useI18n();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="crash">
      <EmptyState title={t('crash.title')} icon="!">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
      </EmptyState>
    </div>
  );
}
