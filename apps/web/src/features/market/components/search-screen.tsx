import { useState } from 'react';
import { DotLoading, SearchBar } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { confirmDialog } from '@/lib/dialog';
import { useSearchStocks } from '../api/search-stocks';
import { useDebounced } from '../hooks/use-debounced';
import { useSearchHistory } from '../hooks/use-search-history';
import { StockList } from './stock-list';
import styles from './market.module.css';

/** Typing settles this long before the search runs. */
const SEARCH_DEBOUNCE_MS = 250;

/** /quotes/search: find a stock by code or by its name in Japanese, Chinese or English. */
export function SearchScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const settled = useDebounced(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchStocks(settled, language);
  const { history, remember, clear } = useSearchHistory();

  const searchFor = (word: string) => {
    setKeyword(word);
    setParams(word ? { q: word } : {}, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="search-screen">
      <div className={styles.searchBox}>
        <SearchBar
          value={keyword}
          onChange={searchFor}
          onSearch={(word) => remember(word)}
          placeholder={t('market.search.placeholder')}
          autoFocus
          clearable
          data-testid="search-input"
        />
      </div>
      <DataNotice className={styles.pageNotice} />

      {settled === '' ? (
        <SearchHistory history={history} onClear={clear} onPick={searchFor} />
      ) : (
        <section className={styles.card} onClickCapture={() => remember(settled)}>
          <div className={styles.cardHead}>
            <h3>{t('market.search.results')}</h3>
            {results.isFetching && <DotLoading />}
          </div>
          {results.data && results.data.length > 0 ? (
            <StockList rows={results.data} testId="search-results" />
          ) : results.data ? (
            <NoData text={t('market.search.noResults')} />
          ) : (
            <div className={styles.loading}>
              <DotLoading />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

interface SearchHistoryProps {
  history: readonly string[];
  /** Forgets every word, once the customer confirms. */
  onClear: () => void;
  onPick: (word: string) => void;
}

/** The words searched before, to search again with a tap; shown while the box is empty. */
function SearchHistory({ history, onClear, onPick }: SearchHistoryProps) {
  const { t } = useTranslation();
  const confirmClear = () => {
    void confirmDialog({
      content: t('market.search.clearConfirm'),
      confirmText: t('market.search.clear'),
      cancelText: t('common.cancel'),
      onConfirm: onClear,
    });
  };
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h3>{t('market.search.history')}</h3>
        {history.length > 0 && (
          <button
            type="button"
            className={styles.textButton}
            onClick={confirmClear}
            data-testid="search-history-clear"
          >
            <Icon name="close" size={14} strokeWidth={2.2} />
            {t('market.search.clear')}
          </button>
        )}
      </div>
      {history.length ? (
        <div className={styles.historyChips} data-testid="search-history">
          {history.map((word) => (
            <button key={word} type="button" onClick={() => onPick(word)}>
              {word}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.searchHint}>{t('market.search.hint')}</p>
      )}
    </section>
  );
}
