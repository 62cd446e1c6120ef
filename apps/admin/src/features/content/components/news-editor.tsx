import type { NewsMarket } from '@kabuto/shared/contracts/news';
import { NEWS_MARKETS } from '@kabuto/shared/contracts/news';
import { useState, type ChangeEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { useToast } from '../../../components/toast';
import { LANGUAGE_NAMES, useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { useCreateNews } from '../api/create-news';
import { CONTENT_LANGUAGES, emptyLocalised, isComplete, type Localised } from '../api/localised';

/** What the server accepts as an article picture (it checks the bytes again). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TITLE_MAX_LENGTH = 200;
const SUMMARY_MAX_LENGTH = 500;
const BODY_MAX_LENGTH = 20_000;

type Field = 'title' | 'summary' | 'body';

/** So that each language's text is drawn with its own glyph forms. */
const LANG_TAGS: Readonly<Record<Language, string>> = { jp: 'ja', cn: 'zh-CN', us: 'en' };

interface PickedImage {
  name: string;
  size: number;
  /** A data: URL, for the preview; its base64 part is what is sent. */
  dataUrl: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Writes an article in the three languages of the app, with an optional picture, and saves it
 * as a draft or publishes it at once. Nothing is sent until every language has a title, a
 * summary and a body, because customers read the article in their own language.
 */
export function NewsEditor({ onClose }: { onClose: () => void }) {
  const { t, say, language: consoleLanguage } = useI18n();
  const toast = useToast();
  const create = useCreateNews();
  const [market, setMarket] = useState<NewsMarket>('all');
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  const [text, setText] = useState<Record<Field, Localised>>({
    title: emptyLocalised(),
    summary: emptyLocalised(),
    body: emptyLocalised(),
  });
  const [image, setImage] = useState<PickedImage | null>(null);
  const [error, setError] = useState<UiMessage | null>(null);

  const set = (field: Field, value: string) =>
    setText((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
  const languageDone = (lang: Language) =>
    (['title', 'summary', 'body'] as const).every((field) => text[field][lang].trim() !== '');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setError({ msg: 'upload_type_invalid' });
    if (file.size > IMAGE_MAX_BYTES) {
      return setError({ msg: 'upload_too_large', params: { max: '5 MB' } });
    }
    setError(null);
    setImage({ name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) });
  }

  async function save(publish: boolean) {
    const missing = CONTENT_LANGUAGES.filter((lang) => !languageDone(lang));
    if (!isComplete(text.title) || !isComplete(text.summary) || !isComplete(text.body)) {
      setLanguage(missing[0] ?? language);
      return setError({
        id: 'content.news.missing',
        params: { languages: missing.map((lang) => LANGUAGE_NAMES[lang]).join('、') },
      });
    }
    setError(null);
    try {
      const result = await create.mutateAsync({
        market,
        title: text.title,
        summary: text.summary,
        body: text.body,
        publish,
        ...(image ? { image_base64: image.dataUrl.slice(image.dataUrl.indexOf(',') + 1) } : {}),
      });
      toast.show('success', { msg: result.msg, params: result.params });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <section className="card news-editor" data-testid="news-editor">
      <header className="news-editor__head">
        <div>
          <h2 className="news-editor__title">{t('content.news.newTitle')}</h2>
          <p className="muted small">{t('content.news.newLead')}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>

      <div className="news-editor__grid">
        <div className="news-editor__main">
          <div className="field">
            <span className="field__label">{t('content.news.market')}</span>
            <div className="segmented" role="group" aria-label={t('content.news.market')}>
              {NEWS_MARKETS.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={market === option}
                  className="segmented__option"
                  onClick={() => setMarket(option)}
                  data-testid={`news-market-${option}`}
                >
                  {t(`content.market.${option}`)}
                </button>
              ))}
            </div>
          </div>

          <div className="lang-tabs" role="tablist" aria-label={t('content.languages')}>
            {CONTENT_LANGUAGES.map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                aria-selected={language === lang}
                className="lang-tabs__tab"
                onClick={() => setLanguage(lang)}
                data-testid={`news-lang-${lang}`}
              >
                <span
                  className={languageDone(lang) ? 'lang-dot lang-dot--done' : 'lang-dot'}
                  aria-hidden="true"
                >
                  {languageDone(lang) ? '✓' : ''}
                </span>
                {LANGUAGE_NAMES[lang]}
              </button>
            ))}
          </div>

          <div className="lang-panel" lang={LANG_TAGS[language]}>
            <label className="field">
              <span className="field__label">
                {t('content.news.titleField')}
                <span className="field__required">{t('common.required')}</span>
              </span>
              <input
                className="input"
                value={text.title[language]}
                maxLength={TITLE_MAX_LENGTH}
                onChange={(event) => set('title', event.target.value)}
                data-testid={`news-title-${language}`}
              />
            </label>
            <label className="field">
              <span className="field__label">
                {t('content.news.summaryField')}
                <span className="field__required">{t('common.required')}</span>
              </span>
              <textarea
                className="input textarea"
                rows={2}
                value={text.summary[language]}
                maxLength={SUMMARY_MAX_LENGTH}
                onChange={(event) => set('summary', event.target.value)}
                data-testid={`news-summary-${language}`}
              />
            </label>
            <label className="field">
              <span className="field__label">
                {t('content.news.bodyField')}
                <span className="field__required">{t('common.required')}</span>
              </span>
              <textarea
                className="input textarea"
                rows={9}
                value={text.body[language]}
                maxLength={BODY_MAX_LENGTH}
                onChange={(event) => set('body', event.target.value)}
                data-testid={`news-body-${language}`}
              />
              <span className="field__hint">{t('content.news.bodyHint')}</span>
            </label>
          </div>
        </div>

        <aside className="news-editor__side">
          <div className="field">
            <span className="field__label">
              {t('content.news.image')}
              <span className="field__optional">{t('common.optional')}</span>
            </span>
            {image ? (
              <div className="image-pick image-pick--filled">
                <img src={image.dataUrl} alt="" data-testid="news-image-preview" />
                <div className="image-pick__bar">
                  <span className="image-pick__name">
                    {image.name} · {(image.size / 1024).toFixed(0)} KB
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setImage(null)}
                  >
                    {t('content.news.imageRemove')}
                  </button>
                </div>
              </div>
            ) : (
              <label className="image-pick">
                <span className="image-pick__icon" aria-hidden="true">
                  ⬆
                </span>
                <span className="strong">{t('content.news.imagePick')}</span>
                <span className="muted small">{t('content.news.imageHint')}</span>
                <input
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(event) => void pick(event)}
                  data-testid="news-image-input"
                />
              </label>
            )}
          </div>

          <div className="field">
            <span className="field__label">{t('content.news.preview')}</span>
            <div className="phone-preview" lang={LANG_TAGS[language]}>
              {image ? (
                <img src={image.dataUrl} alt="" className="phone-preview__image" />
              ) : (
                <span className="phone-preview__image phone-preview__image--empty" />
              )}
              <span className="phone-preview__market">{t(`content.market.${market}`)}</span>
              <strong className="phone-preview__title">
                {text.title[language] || t('content.news.previewTitle')}
              </strong>
              <span className="phone-preview__summary">
                {text.summary[language] || t('content.news.previewSummary')}
              </span>
            </div>
          </div>
        </aside>
      </div>

      <footer className="news-editor__foot">
        {error ? (
          <p className="callout callout--danger" role="alert" data-testid="news-editor-error">
            {say(error)}
          </p>
        ) : (
          <p className="muted small">{t('content.news.auditNote')}</p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={create.isPending}
            onClick={() => void save(false)}
            data-testid="news-save-draft"
          >
            {t('content.news.saveDraft')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={create.isPending}
            onClick={() => void save(true)}
            data-testid="news-publish"
          >
            {t('content.news.publishNow')}
          </button>
        </div>
      </footer>
    </section>
  );
}
