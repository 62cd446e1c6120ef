/**
 * The scaffolding the product pages (IPO, block offers, copy trading) share: the list page with
 * its "new" action, the editor card a new product is written in, the dialogs staff confirm a
 * command in (each command sent through `useCommand`, lib/use-command.ts).
 */
import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CancelAndSubmit, Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { TableHead, type TableColumn } from '../../../components/table-head';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import type { Envelope } from '@kabuto/shared/api';
import { useCommand } from '../../../lib/use-command';
import { ReasonField } from './product-fields';

/** A product page; its test ids start with it: `ipo-new`, `block-editor`, `copy-create`… */
export type ProductKind = 'ipo' | 'block' | 'copy';

interface ProductPage {
  /** Where the page's texts are: `products.<texts>.lead`, `.new`, `.empty`, `.newTitle`… */
  texts: 'ipo' | 'blocks' | 'copy';
  emptyIcon: string;
  /** Shown beside the editor's buttons: what creating the product also does. */
  editorNote?: MessageId;
}

const PAGES: Readonly<Record<ProductKind, ProductPage>> = {
  ipo: { texts: 'ipo', emptyIcon: '◎', editorNote: 'products.ipo.seedNote' },
  block: { texts: 'blocks', emptyIcon: '▦', editorNote: 'products.blocks.approvalNote' },
  copy: { texts: 'copy', emptyIcon: '⇄', editorNote: 'products.copy.accountNote' },
};

interface ProductListPageProps<T> {
  kind: ProductKind;
  query: UseQueryResult<T[]>;
  /** The editor of a new product, in place of the lead; `close` brings the lead back. */
  editor: (close: () => void) => ReactNode;
  columns: readonly TableColumn[];
  /** An item's row (or rows): its cells in the order of `columns`, then its actions. */
  row: (item: T) => ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** A product list: the lead and "＋ New" (or the open editor) above a card with the table. */
export function ProductListPage<T extends { id: number }>({
  kind,
  query,
  editor,
  columns,
  row,
  children,
}: ProductListPageProps<T>) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const { texts, emptyIcon } = PAGES[kind];
  return (
    <div className="products-stack">
      {editing ? (
        editor(() => setEditing(false))
      ) : (
        <div className="products-actions">
          <p className="muted">{t(`products.${texts}.lead`)}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(true)}
            data-testid={`${kind}-new`}
          >
            ＋ {t(`products.${texts}.new`)}
          </button>
        </div>
      )}
      <section className="card">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t(`products.${texts}.empty`)} icon={emptyIcon} />
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid={`${kind}-table`}>
              <TableHead columns={columns} actions={t('products.col.actions')} />
              <tbody>
                {query.data.map((item) => (
                  <Fragment key={item.id}>{row(item)}</Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {children}
    </div>
  );
}

/** What an editor sends: `mutateAsync` gets the draft, `isPending` holds the buttons meanwhile. */
interface ProductCreation<D> {
  isPending: boolean;
  mutateAsync: (draft: D) => Promise<Envelope<unknown>>;
}

interface ProductEditorCardProps<D> {
  kind: ProductKind;
  create: ProductCreation<D>;
  /** The draft to send, or null while a field is missing or invalid. */
  draft: () => D | null;
  /** Close and Cancel, and once the product is created. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The card a new product is written in: title, the error if any, the fields, the buttons. On
 * submit the draft is sent and the card closes; a failure stays in the card.
 */
export function ProductEditorCard<D>({
  kind,
  create,
  draft,
  onClose,
  children,
}: ProductEditorCardProps<D>) {
  const { t, say } = useI18n();
  const command = useCommand();
  const { texts, editorNote } = PAGES[kind];

  function submit() {
    const checked = draft();
    if (checked === null) return command.setError({ id: 'products.form.incomplete' });
    void command.send(() => create.mutateAsync(checked), onClose);
  }

  return (
    <form
      className="card product-editor"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      data-testid={`${kind}-editor`}
    >
      <header className="product-editor__head">
        <div>
          <h2 className="product-editor__title">{t(`products.${texts}.newTitle`)}</h2>
          <p className="muted small">{t(`products.${texts}.newLead`)}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      {command.error && (
        <p className="callout callout--danger" role="alert" data-testid={`${kind}-editor-error`}>
          {say(command.error)}
        </p>
      )}
      {children}
      <footer className="product-editor__foot">
        {editorNote && <span className="muted small">{t(editorNote)}</span>}
        <CancelAndSubmit
          pending={create.isPending}
          onCancel={onClose}
          submitLabel={t(`products.${texts}.create`)}
          submitTestId={`${kind}-create`}
        />
      </footer>
    </form>
  );
}

interface ProductCommandDialogProps<T> {
  /** What the command acts on; the dialog is open while there is one. */
  subject: T | null;
  title: (subject: T) => string;
  testId: string;
  /** `danger` for a command that takes something away: a red frame and a red button. */
  tone?: 'default' | 'danger';
  error: UiMessage | null;
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  onSubmit: (subject: T) => void;
  /** Cancel, Escape: the caller also forgets what was typed. */
  onClose: () => void;
  children: (subject: T) => ReactNode;
}

/** A dialog in which staff confirm one command on a product: the error if any, fields, buttons. */
export function ProductCommandDialog<T>({
  subject,
  title,
  testId,
  tone,
  error,
  pending,
  submitLabel,
  submitTestId,
  onSubmit,
  onClose,
  children,
}: ProductCommandDialogProps<T>) {
  const { say } = useI18n();
  return (
    <Dialog
      open={subject !== null}
      title={subject === null ? '' : title(subject)}
      onClose={onClose}
      busy={pending}
      tone={tone}
      testId={testId}
    >
      {subject !== null && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(subject);
          }}
          noValidate
        >
          <DialogBody>
            {error && (
              <p className="callout callout--danger" role="alert">
                {say(error)}
              </p>
            )}
            {children(subject)}
          </DialogBody>
          <DialogFooter>
            <CancelAndSubmit
              pending={pending}
              onCancel={onClose}
              submitLabel={submitLabel}
              submitTestId={submitTestId}
              tone={tone === 'danger' ? 'danger' : 'primary'}
            />
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

interface ProductReasonDialogProps<T> {
  subject: T | null;
  title: (subject: T) => string;
  /** What the command does, above the reason. */
  body: string;
  testId: string;
  tone?: 'default' | 'danger';
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Sends the command with the reason, trimmed and never blank. */
  send: (subject: T, reason: string) => Promise<Envelope<unknown>>;
  onClose: () => void;
}

/** A command staff must give a reason for, which the audit log keeps with it. */
export function ProductReasonDialog<T>({
  send,
  body,
  onClose,
  ...dialog
}: ProductReasonDialogProps<T>) {
  const command = useCommand();
  const [reason, setReason] = useState('');

  function close() {
    setReason('');
    command.setError(null);
    onClose();
  }

  function submit(subject: T) {
    if (!reason.trim()) return command.setError({ id: 'products.form.reasonRequired' });
    void command.send(() => send(subject, reason.trim()), close);
  }

  return (
    <ProductCommandDialog {...dialog} error={command.error} onSubmit={submit} onClose={close}>
      {() => (
        <>
          <p>{body}</p>
          <ReasonField
            value={reason}
            onChange={(value) => {
              setReason(value);
              command.setError(null);
            }}
          />
        </>
      )}
    </ProductCommandDialog>
  );
}
