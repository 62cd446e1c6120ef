import { InputField, REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { LANGUAGE_NAMES, useI18n } from '../../../i18n/i18n-provider';
import {
  CONTENT_LANGUAGES,
  LANG_TAGS,
  emptyLocalised,
  type Localised,
  TITLE_MAX_LENGTH,
} from '../api/localised';

const BODY_MAX_LENGTH = 5_000;

export type Audience = 'one' | 'all';

/** A site message as staff write it: to whom (an account, for one customer), text, reason. */
export interface MessageDraft {
  account: string;
  title: Localised;
  body: Localised;
  reason: string;
}

export const emptyMessageDraft = (): MessageDraft => ({
  account: '',
  title: emptyLocalised(),
  body: emptyLocalised(),
  reason: '',
});

/** One customer (by account) or every customer. */
export function AudienceFields({
  audience,
  account,
  onAudience,
  onAccount,
}: {
  audience: Audience;
  account: string;
  onAudience: (audience: Audience) => void;
  onAccount: (account: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="content-form__section">
      <h2 className="content-form__title">{t('content.messages.to')}</h2>
      <div className="audience" role="radiogroup" aria-label={t('content.messages.to')}>
        {(['one', 'all'] as const).map((option) => (
          <label key={option} className="audience__option" data-checked={audience === option}>
            <input
              type="radio"
              name="audience"
              checked={audience === option}
              onChange={() => onAudience(option)}
              data-testid={`message-audience-${option}`}
            />
            <span>
              <strong>{t(`content.messages.audience.${option}`)}</strong>
              <span className="muted small">{t(`content.messages.audienceHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {audience === 'one' && (
        <InputField
          fieldClassName="content-form__account"
          label={t('content.messages.account')}
          mark="required"
          mono
          inputMode="numeric"
          maxLength={10}
          placeholder="0900000001"
          value={account}
          onChange={(value) => onAccount(value.replace(/\D/g, ''))}
          testId="message-account"
        />
      )}
    </div>
  );
}

/** The title and body in each language, side by side, and the optional reason for the log. */
export function MessageTextFields({
  draft,
  onText,
  onReason,
}: {
  draft: MessageDraft;
  onText: (text: Pick<MessageDraft, 'title' | 'body'>) => void;
  onReason: (reason: string) => void;
}) {
  const { t } = useI18n();
  const { title, body } = draft;
  return (
    <div className="content-form__section">
      <h2 className="content-form__title">{t('content.messages.text')}</h2>
      <div className="lang-columns">
        {CONTENT_LANGUAGES.map((language) => (
          <fieldset key={language} className="lang-column" lang={LANG_TAGS[language]}>
            <legend className="lang-column__name">{LANGUAGE_NAMES[language]}</legend>
            <InputField
              label={t('content.messages.title')}
              maxLength={TITLE_MAX_LENGTH}
              value={title[language]}
              onChange={(value) => onText({ title: { ...title, [language]: value }, body })}
              testId={`message-title-${language}`}
            />
            <TextAreaField
              label={t('content.messages.body')}
              rows={6}
              maxLength={BODY_MAX_LENGTH}
              value={body[language]}
              onChange={(value) => onText({ title, body: { ...body, [language]: value } })}
              testId={`message-body-${language}`}
            />
          </fieldset>
        ))}
      </div>
      <InputField
        label={t('content.reason')}
        mark="optional"
        hint={t('content.reasonHint')}
        maxLength={REASON_LENGTH_MAX}
        value={draft.reason}
        onChange={onReason}
        testId="message-reason"
      />
    </div>
  );
}
