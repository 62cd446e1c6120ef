import type { ButtonHTMLAttributes } from 'react';

type RowActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  tone?: 'primary' | 'danger-outline';
  'data-testid': string;
};

/** A small button among a table row's actions. */
export function RowAction({ tone, children, ...button }: RowActionProps) {
  return (
    <button
      type="button"
      className={tone ? `button button--small button--${tone}` : 'button button--small'}
      {...button}
    >
      {children}
    </button>
  );
}
