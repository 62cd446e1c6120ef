import type { ReactNode } from 'react';

/**
 * A row of options, one of them chosen. `tabs` and `lang-tabs` are tab lists (the kinds of
 * review, the site pages, the languages of an article); `segmented` is a group of buttons, the
 * chosen one pressed (a review status, a page's language, an article's market).
 */
export function ChoiceRow<T extends string>({
  label,
  options,
  value,
  onSelect,
  optionLabel,
  testId,
  look,
}: {
  /** What the row chooses, read aloud. */
  label: string;
  options: readonly T[];
  value: T;
  onSelect: (option: T) => void;
  optionLabel: (option: T) => ReactNode;
  testId?: (option: T) => string;
  look: 'segmented' | 'tabs' | 'lang-tabs';
}) {
  const tabs = look !== 'segmented';
  return (
    <div className={look} role={tabs ? 'tablist' : 'group'} aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          {...(tabs
            ? { role: 'tab', 'aria-selected': option === value }
            : { 'aria-pressed': option === value })}
          className={tabs ? `${look}__tab` : 'segmented__option'}
          onClick={() => onSelect(option)}
          data-testid={testId?.(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
