import type { ElementType } from 'react';
import styles from './amount.module.css';
import { useFitText } from './use-fit-text';

interface FitLineProps {
  text: string;
  as?: ElementType;
  className?: string | undefined;
  testId?: string | undefined;
  /** The smallest type, as a share of the element's own size. */
  minScale?: number;
}

/** A label kept on one line whose type shrinks to fit its box (a title, a tile's name). */
export function FitLine({ text, as: Tag = 'span', className, testId, minScale }: FitLineProps) {
  const { ref } = useFitText<HTMLElement>(text, minScale);
  return (
    <Tag ref={ref} className={`${styles.line} ${className ?? ''}`} data-testid={testId}>
      {text}
    </Tag>
  );
}
