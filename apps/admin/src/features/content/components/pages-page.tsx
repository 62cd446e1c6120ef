import type { PageName, SitePage } from '@kabuto/shared/contracts/admin-content';
import { PAGE_NAMES } from '@kabuto/shared/contracts/admin-content';
import { useState, type FormEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { LANGUAGE_NAMES, useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { usePages } from '../api/get-pages';
import { CONTENT_LANGUAGES } from '../api/localised';
import { useSavePage } from '../api/save-page';

const TITLE_MAX_LENGTH = 200;
const BODY_MAX_LENGTH = 100_000;
const REASON_LENGTH_MAX = 500;
const LANG_TAGS: Readonly<Record<Language, string>> = { jp: 'ja', cn: 'zh-CN', us: 'en' };

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
        <div className="tabs" role="tablist" aria-label={t('content.tab.pages')}>
          {PAGE_NAMES.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={name === option}
              className="tabs__tab"
              onClick={() => setName(option)}
              data-testid={`page-name-${option}`}
            >
              {t(`content.pages.name.${option}`)}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label={t('content.languages')}>
          {CONTENT_LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={language === option}
              className="segmented__option"
              onClick={() => setLanguage(option)}
              data-testid={`page-lang-${option}`}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
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
  const { t, say, formatDateTime } = useI18n();
  const toast = useToast();
  const save = useSavePage();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);
  const changed = title !== page.title || body !== page.body;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || !body.trim()) return setError({ id: 'content.pages.required' });
    if (!reason.trim()) return setError({ id: 'content.reasonRequired' });
    setError(null);
    try {
      const result = await save.mutateAsync({
        name: page.name,
        language: page.language,
        title: title.trim(),
        body,
        reason: reason.trim(),
      });
      toast.show('success', { msg: result.msg });
      setReason('');
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="page-form">
      <div className="content-form__section" lang={LANG_TAGS[page.language]}>
        <p className="muted small">
          {t('content.pages.updated', { time: formatDateTime(page.updated_at) })}
        </p>
        <label className="field">
          <span className="field__label">{t('content.pages.title')}</span>
          <input
            className="input"
            maxLength={TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="page-title"
          />
        </label>
        <label className="field">
          <span className="field__label">{t('content.pages.body')}</span>
          <textarea
            className="input textarea page-body"
            rows={16}
            maxLength={BODY_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            data-testid="page-body"
          />
          <span className="field__hint">{t('content.pages.bodyHint')}</span>
        </label>
        <label className="field">
          <span className="field__label">
            {t('content.reason')}
            <span className="field__required">{t('common.required')}</span>
          </span>
          <input
            className="input"
            maxLength={REASON_LENGTH_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="page-reason"
          />
          <span className="field__hint">{t('content.reasonHint')}</span>
        </label>
      </div>
      <footer className="content-form__foot">
        {error ? (
          <p className="callout callout--danger" role="alert">
            {say(error)}
          </p>
        ) : (
          <span />
        )}
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={!changed || save.isPending}
            onClick={() => {
              setTitle(page.title);
              setBody(page.body);
            }}
          >
            {t('content.pages.revert')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!changed || save.isPending}
            data-testid="page-save"
          >
            {t('content.pages.save')}
          </button>
        </div>
      </footer>
    </form>
  );
}
