import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

/** The newest searches kept (session key `searchList`, SPEC §3). */
export const SEARCH_HISTORY_MAX = 12;

function readHistory(): string[] {
  try {
    const value: unknown = JSON.parse(storage.get('searchList') ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

function writeHistory(history: readonly string[]): void {
  if (history.length === 0) storage.remove('searchList');
  else storage.set('searchList', JSON.stringify(history));
}

/** The customer's search history, newest first, without repeats. */
export function useSearchHistory() {
  const [history, setHistory] = useState(readHistory);

  const remember = useCallback((keyword: string) => {
    const word = keyword.trim();
    if (!word) return;
    const next = [word, ...readHistory().filter((item) => item !== word)].slice(
      0,
      SEARCH_HISTORY_MAX,
    );
    writeHistory(next);
    setHistory(next);
  }, []);

  const clear = useCallback(() => {
    writeHistory([]);
    setHistory([]);
  }, []);

  return { history, remember, clear };
}
