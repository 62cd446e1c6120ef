/**
 * A modal built on the native `<dialog>`: focus stays inside and Escape closes it for free.
 * Children are a `DialogBody` and a `DialogFooter`, usually inside a `<form>`.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-provider';

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

/** Cancel, then the button that submits the form; neither can be pressed while it is sent. */
export function CancelAndSubmit({
  pending,
  onCancel,
  submitLabel,
  submitTestId,
  tone = 'primary',
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitTestId?: string;
  /** `danger` takes something away, `success` approves or publishes. */
  tone?: 'primary' | 'danger' | 'success';
}) {
  const { t } = useI18n();
  return (
    <>
      <button type="button" className="button" disabled={pending} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        className={`button button--${tone}`}
        disabled={pending}
        data-testid={submitTestId}
      >
        {submitLabel}
      </button>
    </>
  );
}
