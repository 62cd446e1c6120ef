import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';
import { useState } from 'react';
import { TableHead } from '../../../components/table-head';
import { useI18n } from '../../../i18n/i18n-provider';
import { AuditChanges } from './audit-changes';

export function AuditTable({ items }: { items: readonly AuditEntry[] }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="table-wrap">
      <table className="table" data-testid="audit-table">
        <TableHead
          columns={[
            { label: t('audit.col.time') },
            { label: t('audit.col.actor') },
            { label: t('audit.col.action') },
            { label: t('audit.col.target') },
            { label: t('audit.col.reason') },
          ]}
          actions={t('audit.col.changes')}
        />
        <tbody>
          {items.map((entry) => (
            <AuditRow
              key={entry.id}
              entry={entry}
              open={expanded.has(String(entry.id))}
              onToggle={() => toggle(String(entry.id))}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An entry of the log, and below it, when open, what it changed. */
function AuditRow({
  entry,
  open,
  onToggle,
}: {
  entry: AuditEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const { t, label, formatDateTime } = useI18n();
  const detailsId = `audit-details-${entry.id}`;
  return (
    <>
      <tr className={open ? 'is-expanded' : undefined} data-testid="audit-row">
        <td className="nowrap">{formatDateTime(entry.at)}</td>
        <td className="strong" data-testid="audit-actor">
          {entry.actor}
        </td>
        <td>
          <span className="audit-action">
            <span>{label('audit.action', entry.action)}</span>
            <code className="code-chip" data-testid="audit-action">
              {entry.action}
            </code>
          </span>
        </td>
        <td className="mono" data-testid="audit-target">
          {entry.target}
        </td>
        <td className="reason-cell" data-testid="audit-reason">
          {entry.reason || <span className="muted">{t('common.none')}</span>}
        </td>
        <td className="table__actions">
          <button
            type="button"
            className="button button--small button--ghost"
            aria-expanded={open}
            aria-controls={detailsId}
            data-testid="audit-toggle"
            onClick={onToggle}
          >
            {open ? `▾ ${t('audit.hide')}` : `▸ ${t('audit.show')}`}
          </button>
        </td>
      </tr>
      {open && (
        <tr className="table__details" id={detailsId}>
          <td colSpan={6}>
            <AuditChanges before={entry.before} after={entry.after} />
          </td>
        </tr>
      )}
    </>
  );
}
