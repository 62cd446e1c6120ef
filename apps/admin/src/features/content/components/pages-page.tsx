import type { PageName, SitePage } from '@kabuto/shared/contracts/admin-content';
import { PAGE_NAMES } from '@kabuto/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { ChoiceRow } from '../../../components/choice-row';
import { InputField, REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { LANGUAGE_NAMES, useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { usePages } from '../api/get-pages';
import { CONTENT_LANGUAGES, LANG_TAGS, TITLE_MAX_LENGTH } from '../api/localised';
import { useSavePage } from '../api/save-page';

const BODY_MAX_LENGTH = 100_000;

/** The about, privacy and agreement pages of the app, edited one language at a time. */
export function PagesPage() {
  const { t, language: consoleLanguage } = useI18n();
  const pages = usePages();
  const [name, setName] = useState<PageName>('about');
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  const page = pages.data?.find((p) => p.name === name && p.language === language);

  return (
    <section className="card">
      <div className="toolbar">
        <ChoiceRow
          look="tabs"
          label={t('content.tab.pages')}
          options={PAGE_NAMES}
          value={name}
          onSelect={setName}
          optionLabel={(option) => t(`content.pages.name.${option}`)}
          testId={(option) => `page-name-${option}`}
        />
        <ChoiceRow
          look="segmented"
          label={t('content.languages')}
          options={CONTENT_LANGUAGES}
          value={language}
          onSelect={setLanguage}
          optionLabel={(option) => LANGUAGE_NAMES[option]}
          testId={(option) => `page-lang-${option}`}
        />
      </div>
      {pages.isPending ? (
        <LoadingState />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : page ? (
        <PageForm key={`${page.name}:${page.language}:${page.updated_at}`} page={page} />
      ) : (
        <p className="muted content-form__section">{t('content.pages.missing')}</p>
      )}
    </section>
  );
}

function PageForm({ page }: { page: SitePage }) {
  const { t, formatDateTime } = useI18n();
  const save = useSavePage();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [reason, setReason] = useState('');
  const { error, setError, send } = useCommand();
  const changed = title !== page.title || body !== page.body;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || !body.trim()) return setError({ id: 'content.pages.required' });
    if (!reason.trim()) return setError({ id: 'content.reasonRequired' });
    setError(null);
    await send(
      () =>
        save.mutateAsync({
          name: page.name,
          language: page.language,
          title: title.trim(),
          body,
          reason: reason.trim(),
        }),
      () => setReason(''),
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="page-form">
      <div className="content-form__section" lang={LANG_TAGS[page.language]}>
        <p className="muted small">
          {t('content.pages.updated', { time: formatDateTime(page.updated_at) })}
        </p>
        <InputField
          label={t('content.pages.title')}
          maxLength={TITLE_MAX_LENGTH}
          value={title}
          onChange={setTitle}
          testId="page-title"
        />
        <TextAreaField
          label={t('content.pages.body')}
          hint={t('content.pages.bodyHint')}
          inputClassName="page-body"
          rows={16}
          maxLength={BODY_MAX_LENGTH}
          value={body}
          onChange={setBody}
          testId="page-body"
        />
        <InputField
          label={t('content.reason')}
          mark="required"
          hint={t('content.reasonHint')}
          maxLength={REASON_LENGTH_MAX}
          value={reason}
          onChange={setReason}
          testId="page-reason"
        />
      </div>
      <PageFormFoot
        error={error}
        changed={changed}
        pending={save.isPending}
        onRevert={() => {
          setTitle(page.title);
          setBody(page.body);
        }}
      />
    </form>
  );
}

/** What went wrong, then revert and save, both idle until the page is changed. */
function PageFormFoot({
  error,
  changed,
  pending,
  onRevert,
}: {
  error: UiMessage | null;
  changed: boolean;
  pending: boolean;
  onRevert: () => void;
}) {
  const { t } = useI18n();
  return (
    <footer className="content-form__foot">
      {error ? <FormError error={error} /> : <span />}
      <div className="button-row">
        <button type="button" className="button" disabled={!changed || pending} onClick={onRevert}>
          {t('content.pages.revert')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!changed || pending}
          data-testid="page-save"
        >
          {t('content.pages.save')}
        </button>
      </div>
    </footer>
  );
}
