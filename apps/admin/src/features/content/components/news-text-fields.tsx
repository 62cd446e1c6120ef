import type { Language } from '@kabuto/shared/catalogue';
import { ChoiceRow } from '../../../components/choice-row';
import { InputField, TextAreaField } from '../../../components/field';
import { LANGUAGE_NAMES, useI18n } from '../../../i18n/i18n-provider';
import {
  CONTENT_LANGUAGES,
  LANG_TAGS,
  emptyLocalised,
  type Localised,
  TITLE_MAX_LENGTH,
} from '../api/localised';

const SUMMARY_MAX_LENGTH = 500;
const BODY_MAX_LENGTH = 20_000;

type NewsField = 'title' | 'summary' | 'body';

/** An article's title, summary and body, each in every language of the app. */
export type NewsText = Record<NewsField, Localised>;

export const emptyNewsText = (): NewsText => ({
  title: emptyLocalised(),
  summary: emptyLocalised(),
  body: emptyLocalised(),
});

/** Whether the article has its title, summary and body in `language`. */
export function languageDone(text: NewsText, language: Language): boolean {
  return (['title', 'summary', 'body'] as const).every(
    (field) => text[field][language].trim() !== '',
  );
}

/** A tab per language, marked once its text is complete, and the open language's fields. */
export function NewsTextFields({
  text,
  language,
  onLanguage,
  onChange,
}: {
  text: NewsText;
  language: Language;
  onLanguage: (language: Language) => void;
  onChange: (text: NewsText) => void;
}) {
  const { t } = useI18n();
  const set = (field: NewsField, value: string) =>
    onChange({ ...text, [field]: { ...text[field], [language]: value } });
  return (
    <>
      <ChoiceRow
        label={t('content.languages')}
        options={CONTENT_LANGUAGES}
        value={language}
        onSelect={onLanguage}
        optionLabel={(lang) => (
          <>
            <span
              className={languageDone(text, lang) ? 'lang-dot lang-dot--done' : 'lang-dot'}
              aria-hidden="true"
            >
              {languageDone(text, lang) ? '✓' : ''}
            </span>
            {LANGUAGE_NAMES[lang]}
          </>
        )}
        testId={(lang) => `news-lang-${lang}`}
        look="lang-tabs"
      />

      <div className="lang-panel" lang={LANG_TAGS[language]}>
        <InputField
          label={t('content.news.titleField')}
          mark="required"
          value={text.title[language]}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(value) => set('title', value)}
          testId={`news-title-${language}`}
        />
        <TextAreaField
          label={t('content.news.summaryField')}
          mark="required"
          rows={2}
          value={text.summary[language]}
          maxLength={SUMMARY_MAX_LENGTH}
          onChange={(value) => set('summary', value)}
          testId={`news-summary-${language}`}
        />
        <TextAreaField
          label={t('content.news.bodyField')}
          mark="required"
          hint={t('content.news.bodyHint')}
          rows={9}
          value={text.body[language]}
          maxLength={BODY_MAX_LENGTH}
          onChange={(value) => set('body', value)}
          testId={`news-body-${language}`}
        />
      </div>
    </>
  );
}
