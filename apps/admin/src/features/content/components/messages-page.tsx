import { useState, type FormEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { useToast } from '../../../components/toast';
import { LANGUAGE_NAMES, useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { CONTENT_LANGUAGES, emptyLocalised, isComplete, type Localised } from '../api/localised';
import { useSendMessage } from '../api/send-message';

const ACCOUNT_PATTERN = /^\d{10}$/;
const TITLE_MAX_LENGTH = 200;
const BODY_MAX_LENGTH = 5_000;
const REASON_LENGTH_MAX = 500;
const LANG_TAGS: Readonly<Record<Language, string>> = { jp: 'ja', cn: 'zh-CN', us: 'en' };

type Audience = 'one' | 'all';

/**
 * Sends a site message, written in the three languages of the app, to one customer or to every
 * customer. The message is checked in a confirmation step first: a message to everyone cannot
 * be taken back.
 */
export function MessagesPage() {
  const { t, say } = useI18n();
  const toast = useToast();
  const send = useSendMessage();
  const [audience, setAudience] = useState<Audience>('one');
  const [account, setAccount] = useState('');
  const [title, setTitle] = useState<Localised>(emptyLocalised);
  const [body, setBody] = useState<Localised>(emptyLocalised);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<UiMessage | null>(null);

  function reset() {
    setAccount('');
    setTitle(emptyLocalised());
    setBody(emptyLocalised());
    setReason('');
    setConfirming(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (audience === 'one' && !ACCOUNT_PATTERN.test(account.trim())) {
      return setError({ msg: 'account_format' });
    }
    if (!isComplete(title) || !isComplete(body)) {
      return setError({ id: 'content.messages.missing' });
    }
    setError(null);
    if (!confirming) return setConfirming(true);
    try {
      const result = await send.mutateAsync({
        ...(audience === 'one' ? { account: account.trim() } : {}),
        title,
        body,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      toast.show('success', { msg: result.msg, params: result.params });
      reset();
    } catch (failure) {
      setConfirming(false);
      setError(failureMessage(failure));
    }
  }

  return (
    <form
      className="card content-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="messages-form"
    >
      <div className="content-form__section">
        <h2 className="content-form__title">{t('content.messages.to')}</h2>
        <div className="audience" role="radiogroup" aria-label={t('content.messages.to')}>
          {(['one', 'all'] as const).map((option) => (
            <label key={option} className="audience__option" data-checked={audience === option}>
              <input
                type="radio"
                name="audience"
                checked={audience === option}
                onChange={() => {
                  setAudience(option);
                  setConfirming(false);
                }}
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
          <label className="field content-form__account">
            <span className="field__label">
              {t('content.messages.account')}
              <span className="field__required">{t('common.required')}</span>
            </span>
            <input
              className="input mono"
              inputMode="numeric"
              maxLength={10}
              placeholder="0900000001"
              value={account}
              onChange={(event) => {
                setAccount(event.target.value.replace(/\D/g, ''));
                setConfirming(false);
              }}
              data-testid="message-account"
            />
          </label>
        )}
      </div>

      <div className="content-form__section">
        <h2 className="content-form__title">{t('content.messages.text')}</h2>
        <div className="lang-columns">
          {CONTENT_LANGUAGES.map((language) => (
            <fieldset key={language} className="lang-column" lang={LANG_TAGS[language]}>
              <legend className="lang-column__name">{LANGUAGE_NAMES[language]}</legend>
              <label className="field">
                <span className="field__label">{t('content.messages.title')}</span>
                <input
                  className="input"
                  maxLength={TITLE_MAX_LENGTH}
                  value={title[language]}
                  onChange={(event) => {
                    setTitle({ ...title, [language]: event.target.value });
                    setConfirming(false);
                  }}
                  data-testid={`message-title-${language}`}
                />
              </label>
              <label className="field">
                <span className="field__label">{t('content.messages.body')}</span>
                <textarea
                  className="input textarea"
                  rows={6}
                  maxLength={BODY_MAX_LENGTH}
                  value={body[language]}
                  onChange={(event) => {
                    setBody({ ...body, [language]: event.target.value });
                    setConfirming(false);
                  }}
                  data-testid={`message-body-${language}`}
                />
              </label>
            </fieldset>
          ))}
        </div>
        <label className="field">
          <span className="field__label">
            {t('content.reason')}
            <span className="field__optional">{t('common.optional')}</span>
          </span>
          <input
            className="input"
            maxLength={REASON_LENGTH_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="message-reason"
          />
          <span className="field__hint">{t('content.reasonHint')}</span>
        </label>
      </div>

      <footer className="content-form__foot">
        {error ? (
          <p className="callout callout--danger" role="alert" data-testid="message-error">
            {say(error)}
          </p>
        ) : confirming ? (
          <p
            className={audience === 'all' ? 'callout callout--danger' : 'callout callout--info'}
            data-testid="message-confirm"
          >
            {audience === 'all'
              ? t('content.messages.confirmAll')
              : t('content.messages.confirmOne', { account: account.trim() })}
          </p>
        ) : (
          <p className="muted small">{t('content.messages.note')}</p>
        )}
        <div className="button-row">
          {confirming && (
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('common.back')}
            </button>
          )}
          <button
            type="submit"
            className={
              confirming && audience === 'all' ? 'button button--danger' : 'button button--primary'
            }
            disabled={send.isPending}
            data-testid="message-send"
          >
            {confirming ? t('content.messages.sendNow') : t('content.messages.review')}
          </button>
        </div>
      </footer>
    </form>
  );
}
