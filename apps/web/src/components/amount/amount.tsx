import type { HTMLAttributes, ReactNode } from 'react';
import { showMessage } from '@/lib/toast';
import styles from './amount.module.css';
import { useFitText } from './use-fit-text';

type AmountTag = 'span' | 'strong' | 'b' | 'em' | 'dd';

interface AmountProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The amount as it reads, already formatted ("10,000,000.00", "+3.46%", "—"). */
  value: string | number;
  /** Shown after the number on the same line, as given (a currency, " JPY"). */
  unit?: ReactNode;
  as?: AmountTag;
  testId?: string | undefined;
  /** The smallest type it shrinks to, as a share of its own size (a headline figure goes lower). */
  minScale?: number | undefined;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * The one way the customer app shows an amount (issue 14 item 7): on one line, shrinking to fit
 * its box; if even the smallest type does not fit, cut with an ellipsis, the whole value on tap.
 */
export function Amount({
  value,
  unit,
  as = 'span',
  testId,
  className,
  onClick,
  minScale,
  ...rest
}: AmountProps) {
  const text = String(value);
  const { ref, clipped } = useFitText<HTMLElement>(text, minScale);
  const Tag = as;
  return (
    <Tag
      {...rest}
      ref={ref as never}
      className={`${styles.amount} ${className ?? ''}`}
      data-amount=""
      data-clipped={clipped}
      data-testid={testId}
      title={clipped ? text : undefined}
      onClick={(event) => {
        if (clipped) showMessage(event.currentTarget.textContent ?? text);
        onClick?.(event);
      }}
    >
      {text}
      {unit}
    </Tag>
  );
}

/** A figure as the app formats it: "10,000,000.00", "+3.46%", "1,200 JPY", "—". */
const FIGURE = /^(?:[+\-−]?[\d,]+(?:\.\d+)?%?(?: [A-Z]{3})?|—)$/;

/** Whether a text shown as a value is a figure, to be shown with `Amount`. */
export function isFigure(value: unknown): value is string | number {
  return typeof value === 'number' || (typeof value === 'string' && FIGURE.test(value.trim()));
}
