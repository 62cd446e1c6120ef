import type { JsonValue } from '@kabuto/shared/contracts/admin-staff';
import { useI18n } from '../../../i18n/i18n-provider';

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 2);
}

/**
 * Before and after of an audit entry. Flat records (the usual case) are shown field by field with
 * the changed fields marked; anything else as formatted JSON side by side.
 */
export function AuditChanges({ before, after }: { before: JsonValue; after: JsonValue }) {
  const { t } = useI18n();
  const comparable = (before === null || isObject(before)) && (after === null || isObject(after));

  if (!comparable) {
    return (
      <div className="json-pair" data-testid="audit-changes">
        <JsonBlock title={t('audit.before')} value={before} />
        <JsonBlock title={t('audit.after')} value={after} />
      </div>
    );
  }

  const beforeObject = before ?? {};
  const afterObject = after ?? {};
  const fields = [...new Set([...Object.keys(beforeObject), ...Object.keys(afterObject)])];
  return (
    <table className="diff" data-testid="audit-changes">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.length === 0 && (
          <tr>
            <td colSpan={3} className="muted">
              {t('audit.nothing')}
            </td>
          </tr>
        )}
        {fields.map((field) => {
          const was = show(beforeObject[field]);
          const is = show(afterObject[field]);
          const changed = was !== is;
          return (
            <tr key={field} className={changed ? 'diff__row--changed' : undefined}>
              <th scope="row" className="mono">
                {field}
              </th>
              <td className={changed ? 'diff__before' : undefined}>
                {before === null ? (
                  <span className="muted">{t('audit.nothing')}</span>
                ) : (
                  <pre>{was}</pre>
                )}
              </td>
              <td className={changed ? 'diff__after' : undefined}>
                {after === null ? (
                  <span className="muted">{t('audit.nothing')}</span>
                ) : (
                  <pre>{is}</pre>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function JsonBlock({ title, value }: { title: string; value: JsonValue }) {
  const { t } = useI18n();
  return (
    <div className="json-block">
      <div className="json-block__title">{title}</div>
      {value === null ? (
        <p className="muted">{t('audit.nothing')}</p>
      ) : (
        <pre className="json-block__code">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}
