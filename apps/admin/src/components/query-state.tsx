/** What a screen shows while its data loads, or when loading failed or is not allowed. */
import { ApiError, failureMessage } from '../lib/api-client';
import { useI18n } from '../i18n/i18n-provider';
import { EmptyState } from './empty-state';

export function LoadingState() {
  const { t } = useI18n();
  return (
    <div className="loading-state" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, say } = useI18n();
  if (error instanceof ApiError && error.isForbidden) {
    return (
      <EmptyState title={t('common.forbiddenTitle')} icon="⊘">
        {t('common.forbiddenBody')}
      </EmptyState>
    );
  }
  const message = say(failureMessage(error));
  return (
    <div className="error-state" role="alert">
      <div>
        <p className="error-state__title">{t('common.errorTitle')}</p>
        <p className="error-state__body">{message}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
