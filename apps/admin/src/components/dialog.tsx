/**
 * A modal built on the native `<dialog>`: focus stays inside and Escape closes it for free.
 * Children are a `DialogBody` and a `DialogFooter`, usually inside a `<form>`.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Ignore Escape while a request is in flight. */
  busy?: boolean;
  testId?: string;
  tone?: 'default' | 'danger';
}

export function Dialog({ open, title, onClose, children, busy, testId, tone }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${tone ?? 'default'}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="dialog__body">{children}</div>;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <footer className="dialog__footer">{children}</footer>;
}
