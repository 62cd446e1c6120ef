import type { NewsMarket } from '@kabuto/shared/contracts/news';
import { NEWS_MARKETS } from '@kabuto/shared/contracts/news';
import { useState } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { ChoiceRow } from '../../../components/choice-row';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { LANGUAGE_NAMES, useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { useCreateNews } from '../api/create-news';
import { CONTENT_LANGUAGES, LANG_TAGS, isComplete } from '../api/localised';
import { NewsImageField, NewsPreview, type PickedImage } from './news-picture';
import { emptyNewsText, languageDone, NewsTextFields, type NewsText } from './news-text-fields';

/**
 * Writes an article in the three languages of the app, with an optional picture, and saves it
 * as a draft or publishes it at once. Nothing is sent until every language has a title, a
 * summary and a body, because customers read the article in their own language.
 */
export function NewsEditor({ onClose }: { onClose: () => void }) {
  const { t, language: consoleLanguage } = useI18n();
  const create = useCreateNews();
  const [market, setMarket] = useState<NewsMarket>('all');
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  const [text, setText] = useState<NewsText>(emptyNewsText);
  const [image, setImage] = useState<PickedImage | null>(null);
  const { error, setError, send } = useCommand();

  async function save(publish: boolean) {
    const missing = CONTENT_LANGUAGES.filter((lang) => !languageDone(text, lang));
    if (!isComplete(text.title) || !isComplete(text.summary) || !isComplete(text.body)) {
      setLanguage(missing[0] ?? language);
      return setError({
        id: 'content.news.missing',
        params: { languages: missing.map((lang) => LANGUAGE_NAMES[lang]).join('、') },
      });
    }
    setError(null);
    const picture = image
      ? { image_base64: image.dataUrl.slice(image.dataUrl.indexOf(',') + 1) }
      : {};
    const { title, summary, body } = text;
    await send(
      () => create.mutateAsync({ market, title, summary, body, publish, ...picture }),
      onClose,
    );
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
          <MarketField value={market} onChange={setMarket} />
          <NewsTextFields
            text={text}
            language={language}
            onLanguage={setLanguage}
            onChange={setText}
          />
        </div>
        <aside className="news-editor__side">
          <NewsImageField image={image} onImage={setImage} onError={setError} />
          <NewsPreview
            market={market}
            image={image}
            title={text.title[language]}
            summary={text.summary[language]}
            lang={LANG_TAGS[language]}
          />
        </aside>
      </div>

      <NewsEditorFoot
        error={error}
        pending={create.isPending}
        onSave={(publish) => void save(publish)}
      />
    </section>
  );
}

/** Which market's customers see the article (or all of them). */
function MarketField({
  value,
  onChange,
}: {
  value: NewsMarket;
  onChange: (market: NewsMarket) => void;
}) {
  const { t } = useI18n();
  return (
    <Field as="div" label={t('content.news.market')}>
      <ChoiceRow
        look="segmented"
        label={t('content.news.market')}
        options={NEWS_MARKETS}
        value={value}
        onSelect={onChange}
        optionLabel={(option) => t(`content.market.${option}`)}
        testId={(option) => `news-market-${option}`}
      />
    </Field>
  );
}

/** The error or the audit note, and the two ways to save: as a draft or published at once. */
function NewsEditorFoot({
  error,
  pending,
  onSave,
}: {
  error: UiMessage | null;
  pending: boolean;
  onSave: (publish: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <footer className="news-editor__foot">
      {error ? (
        <FormError error={error} testId="news-editor-error" />
      ) : (
        <p className="muted small">{t('content.news.auditNote')}</p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => onSave(false)}
          data-testid="news-save-draft"
        >
          {t('content.news.saveDraft')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => onSave(true)}
          data-testid="news-publish"
        >
          {t('content.news.publishNow')}
        </button>
      </div>
    </footer>
  );
}
