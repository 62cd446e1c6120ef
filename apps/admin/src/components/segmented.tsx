/**
 * A few buttons side by side, one of them pressed: a filter or a choice that shows at once
 * (a review status, a page's language, a news article's market).
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onSelect,
  optionLabel,
  testId,
}: {
  /** What the group chooses, read aloud. */
  label: string;
  options: readonly T[];
  value: T;
  onSelect: (option: T) => void;
  optionLabel: (option: T) => string;
  testId?: (option: T) => string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          className="segmented__option"
          onClick={() => onSelect(option)}
          data-testid={testId?.(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
