import { useI18n } from '../i18n/i18n-provider';

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Pages count from 1, as in the API. */
export function Pagination({ page, size, total, onPage, disabled }: PaginationProps) {
  const { t, formatNumber } = useI18n();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="pagination" aria-label={t('common.page', { page, pages })}>
      <span className="pagination__total">{t('common.total', { total: formatNumber(total) })}</span>
      <div className="pagination__controls">
        <button
          type="button"
          className="button button--small"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹ {t('common.previous')}
        </button>
        <span className="pagination__page">{t('common.page', { page, pages })}</span>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')} ›
        </button>
      </div>
    </nav>
  );
}
