import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import styles from './figure-grid.module.css';

/** One account figure: decimal text from the API (undefined while unknown). */
export interface Figure {
  label: string;
  value: string | undefined;
  testId: string;
  /** A gain or a loss: coloured by its sign when it is not zero. */
  signed?: boolean;
}

/** Shown while a figure is unknown; never a made-up number. */
const UNKNOWN = '—';

function show(value: string | undefined): string {
  return value === undefined ? UNKNOWN : displayMoney(value);
}

function signClass(value: string | undefined): string {
  if (!value || !/[1-9]/.test(value)) return '';
  return value.startsWith('-') ? styles.down! : styles.up!;
}

/**
 * Account figures as the account panel and the my page show them: the total on top, then the
 * others two a row, each as displayMoney() text.
 */
export function FigureGrid({ total, figures }: { total: Figure; figures: readonly Figure[] }) {
  return (
    <>
      <div className={styles.total}>
        <span className={styles.totalLabel}>{total.label}</span>
        <Amount
          as="strong"
          className={styles.totalValue}
          testId={total.testId}
          value={show(total.value)}
        />
      </div>
      <dl className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.testId} className={styles.figure}>
            <dt>{figure.label}</dt>
            <Amount
              as="dd"
              className={figure.signed ? signClass(figure.value) : ''}
              testId={figure.testId}
              value={show(figure.value)}
            />
          </div>
        ))}
      </dl>
    </>
  );
}
