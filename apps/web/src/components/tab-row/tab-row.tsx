import styles from './tab-row.module.css';

interface TabRowProps<K extends string> {
  tabs: readonly K[];
  active: K;
  onSelect: (key: K) => void;
  label: (key: K) => string;
  testId: (key: K) => string;
  /**
   * `scroll`: underlined, each tab as wide as its label, the row scrolling sideways when they do
   * not fit; `share`: underlined, the tabs sharing the width, their type shrinking so that no
   * label is cut; or the row's and the chosen tab's own classes.
   */
  look: 'scroll' | 'share' | { row: string; active: string };
}

/** A row of tabs, one of them chosen (the market types, the home rankings, the chart periods). */
export function TabRow<K extends string>({
  tabs,
  active,
  onSelect,
  label,
  testId,
  look,
}: TabRowProps<K>) {
  const classes =
    typeof look === 'string'
      ? { row: `${styles.row} ${styles[look]}`, active: styles.active }
      : look;
  return (
    <div className={classes.row} role="tablist">
      {tabs.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === active}
          className={key === active ? classes.active : undefined}
          onClick={() => onSelect(key)}
          data-testid={testId(key)}
        >
          {label(key)}
        </button>
      ))}
    </div>
  );
}
