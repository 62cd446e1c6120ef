import type { ReactNode } from 'react';

/**
 * A row of tabs, one of them chosen: the kinds of review, the site pages, the languages of an
 * article. `look` names the classes: `tabs` and `tabs__tab`, or `lang-tabs` and `lang-tabs__tab`.
 */
export function TabList<T extends string>({
  label,
  options,
  value,
  onSelect,
  optionLabel,
  testId,
  look = 'tabs',
}: {
  /** What the tabs choose, read aloud. */
  label: string;
  options: readonly T[];
  value: T;
  onSelect: (option: T) => void;
  optionLabel: (option: T) => ReactNode;
  testId?: (option: T) => string;
  look?: 'tabs' | 'lang-tabs';
}) {
  return (
    <div className={look} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === value}
          className={`${look}__tab`}
          onClick={() => onSelect(option)}
          data-testid={testId?.(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
