import {
  SETTINGS,
  isSettingName,
  type SettingName,
  type SettingRule,
} from '@kabuto/shared/settings';
import type { Setting } from '@kabuto/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/badge';
import { CancelAndSubmit, Dialog, DialogBody, DialogFooter } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { Field, InputField, REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { TableHead } from '../../../components/table-head';
import { useI18n, type I18n } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import { useCommand } from '../../../lib/use-command';
import type { Envelope } from '@kabuto/shared/api';
import { useSession } from '../../../lib/session';
import { useChangeSetting } from '../api/change-setting';
import { useSettings } from '../api/get-settings';

const VALUE_LENGTH_MAX = 2_000;
/** Values longer than this are edited in a text area. */
const LONG_VALUE = 60;

/** The dictionary text of a setting's meaning: a setting without one fails the type check. */
function meaningId(name: SettingName): MessageId {
  return `content.settings.meaning.${name}`;
}

/** What a setting accepts, in words, from the same rule the server checks values against. */
function rangeText(rule: SettingRule, { t, formatNumber }: I18n): string {
  switch (rule.kind) {
    case 'integer':
    case 'text':
    case 'leverages':
      return t(`content.settings.range.${rule.kind}`, {
        min: formatNumber(rule.min),
        max: formatNumber(rule.max),
      });
    case 'money':
      return t('content.settings.range.money', {
        min: formatNumber(rule.min),
        max: formatNumber(rule.max),
        decimals: rule.decimals,
      });
    case 'choice':
      return t('content.settings.range.choice', { choices: rule.choices.join(', ') });
    case 'link':
      return t('content.settings.range.link', { max: formatNumber(rule.max) });
    case 'hours':
    case 'flag':
      return t(`content.settings.range.${rule.kind}`);
  }
}

/** A setting's meaning and allowed values, when the settings schema knows it. */
function useDescription(name: string): { meaning: string; range: string } | null {
  const i18n = useI18n();
  if (!isSettingName(name)) return null;
  return { meaning: i18n.t(meaningId(name)), range: rangeText(SETTINGS[name].rule, i18n) };
}

/** Every setting with its value; only the admin role may change one, always with a reason. */
export function SettingsPage() {
  const { t } = useI18n();
  const session = useSession();
  const settings = useSettings();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Setting | null>(null);
  const isAdmin = session?.roles.includes('admin') ?? false;
  const rows = (settings.data ?? []).filter((s) =>
    s.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <>
      <section className="card">
        <div className="toolbar">
          <div className="search__field">
            <span className="search__icon" aria-hidden="true">
              ⌕
            </span>
            <input
              className="input search__input"
              type="search"
              placeholder={t('content.settings.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              data-testid="settings-filter"
            />
          </div>
          {!isAdmin && (
            <span className="muted small" data-testid="settings-admin-only">
              {t('content.settings.adminOnly')}
            </span>
          )}
        </div>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('content.settings.empty')} />
        ) : (
          <div className="table-wrap">
            <table className="table" data-testid="settings-table">
              <TableHead
                columns={[
                  { label: t('content.settings.col.name') },
                  { label: t('content.settings.col.value') },
                  { label: t('content.settings.col.rule') },
                  { label: t('content.settings.col.visibility') },
                  { label: t('content.settings.col.updated') },
                ]}
                actions={t('content.settings.col.actions')}
              />
              <tbody>
                {rows.map((setting) => (
                  <SettingRow
                    key={setting.name}
                    setting={setting}
                    isAdmin={isAdmin}
                    onEdit={() => setEditing(setting)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <SettingDialog setting={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function SettingRow({
  setting,
  isAdmin,
  onEdit,
}: {
  setting: Setting;
  isAdmin: boolean;
  onEdit: () => void;
}) {
  const { t, formatDateTime } = useI18n();
  const description = useDescription(setting.name);
  return (
    <tr data-testid={`setting-row-${setting.name}`}>
      <td>
        <div className="mono">{setting.name}</div>
        {description && (
          <div className="muted small" data-testid="setting-meaning">
            {description.meaning}
          </div>
        )}
      </td>
      <td>
        <span className="setting-value" title={setting.value}>
          {setting.value === '' ? (
            <span className="muted">{t('content.settings.emptyValue')}</span>
          ) : (
            setting.value
          )}
        </span>
      </td>
      <td className="small" data-testid="setting-range">
        {description?.range ?? '—'}
      </td>
      <td>
        <Badge tone={setting.is_public ? 'info' : 'neutral'}>
          {setting.is_public ? t('content.settings.public') : t('content.settings.private')}
        </Badge>
      </td>
      <td className="nowrap small">{formatDateTime(setting.updated_at)}</td>
      <td className="table__actions">
        <button
          type="button"
          className="button button--small"
          disabled={!isAdmin}
          title={isAdmin ? undefined : t('content.settings.adminOnly')}
          onClick={onEdit}
          data-testid="setting-edit"
        >
          {t('content.settings.edit')}
        </button>
      </td>
    </tr>
  );
}

function SettingDialog({ setting, onClose }: { setting: Setting | null; onClose: () => void }) {
  const { t } = useI18n();
  const mutation = useChangeSetting();
  return (
    <Dialog
      open={setting !== null}
      title={setting ? t('content.settings.editTitle', { name: setting.name }) : ''}
      onClose={onClose}
      busy={mutation.isPending}
      testId="setting-dialog"
    >
      {setting && (
        <SettingForm
          key={setting.name}
          setting={setting}
          busy={mutation.isPending}
          onSubmit={(value, reason) => mutation.mutateAsync({ name: setting.name, value, reason })}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function SettingForm({
  setting,
  busy,
  onSubmit,
  onClose,
}: {
  setting: Setting;
  busy: boolean;
  onSubmit: (value: string, reason: string) => Promise<Envelope<unknown>>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { error, setError, send } = useCommand();
  const [value, setValue] = useState(setting.value);
  const [reason, setReason] = useState('');
  const description = useDescription(setting.name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value === setting.value) return setError({ id: 'content.settings.unchanged' });
    if (!reason.trim()) return setError({ id: 'content.reasonRequired' });
    await send(() => onSubmit(value, reason.trim()), onClose);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <FormError error={error} testId="setting-error" />
        <Field as="div" label={t('content.settings.current')}>
          <code className="setting-current">{setting.value || '—'}</code>
        </Field>
        <SettingValueField
          value={value}
          onChange={setValue}
          long={setting.value.length > LONG_VALUE || setting.value.includes('\n')}
          description={description}
        />
        <TextAreaField
          label={t('content.reason')}
          mark="required"
          hint={t('content.reasonHint')}
          rows={2}
          maxLength={REASON_LENGTH_MAX}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setError(null);
          }}
          testId="setting-reason"
        />
      </DialogBody>
      <DialogFooter>
        <CancelAndSubmit
          pending={busy}
          onCancel={onClose}
          submitLabel={t('content.settings.save')}
          submitTestId="setting-save"
        />
      </DialogFooter>
    </form>
  );
}

/** The new value: a text area for a long or many-line value; below it, what the setting accepts. */
function SettingValueField({
  value,
  onChange,
  long,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  long: boolean;
  description: { meaning: string; range: string } | null;
}) {
  const { t } = useI18n();
  const field = {
    label: t('content.settings.newValue'),
    hint: description && (
      <>
        {description.meaning} · {t('content.settings.allowed', { range: description.range })}
      </>
    ),
    hintTestId: 'setting-rule',
    mono: true,
    maxLength: VALUE_LENGTH_MAX,
    value,
    onChange,
    testId: 'setting-value',
  };
  return long ? <TextAreaField {...field} rows={4} /> : <InputField {...field} />;
}
