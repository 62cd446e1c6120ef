import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { useCommand } from '../../../lib/use-command';
import { isComplete } from '../api/localised';
import { useSendMessage } from '../api/send-message';
import {
  AudienceFields,
  emptyMessageDraft,
  MessageTextFields,
  type Audience,
  type MessageDraft,
} from './message-fields';

const ACCOUNT_PATTERN = /^\d{10}$/;

/** Why the draft cannot be sent yet, or null when it can. */
function draftProblem(audience: Audience, draft: MessageDraft): UiMessage | null {
  if (audience === 'one' && !ACCOUNT_PATTERN.test(draft.account.trim())) {
    return { msg: 'account_format' };
  }
  if (!isComplete(draft.title) || !isComplete(draft.body)) {
    return { id: 'content.messages.missing' };
  }
  return null;
}

/**
 * Sends a site message, written in the three languages of the app, to one customer or to every
 * customer. The message is checked in a confirmation step first: a message to everyone cannot
 * be taken back.
 */
export function MessagesPage() {
  const sendMessage = useSendMessage();
  const [audience, setAudience] = useState<Audience>('one');
  const [draft, setDraft] = useState<MessageDraft>(emptyMessageDraft);
  const [confirming, setConfirming] = useState(false);
  const { error, setError, send } = useCommand();

  /** A change to whom or what is sent asks for the confirmation again. */
  function change(next: Partial<MessageDraft>) {
    setDraft({ ...draft, ...next });
    setConfirming(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = draftProblem(audience, draft);
    if (problem) return setError(problem);
    setError(null);
    if (!confirming) return setConfirming(true);
    const reason = draft.reason.trim();
    const to = audience === 'one' ? { account: draft.account.trim() } : {};
    const { title, body } = draft;
    await send(
      () => sendMessage.mutateAsync({ ...to, title, body, ...(reason ? { reason } : {}) }),
      () => setDraft(emptyMessageDraft()),
    );
    // Sent or refused, a further message is confirmed afresh.
    setConfirming(false);
  }

  return (
    <form
      className="card content-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="messages-form"
    >
      <AudienceFields
        audience={audience}
        account={draft.account}
        onAudience={(next) => {
          setAudience(next);
          setConfirming(false);
        }}
        onAccount={(account) => change({ account })}
      />
      <MessageTextFields
        draft={draft}
        onText={change}
        onReason={(reason) => setDraft({ ...draft, reason })}
      />
      <MessageFoot
        audience={audience}
        account={draft.account.trim()}
        error={error}
        confirming={confirming}
        pending={sendMessage.isPending}
        onBack={() => setConfirming(false)}
      />
    </form>
  );
}

/** The error, the confirmation or the note, then back (while confirming) and send. */
function MessageFoot({
  audience,
  account,
  error,
  confirming,
  pending,
  onBack,
}: {
  audience: Audience;
  account: string;
  error: UiMessage | null;
  confirming: boolean;
  pending: boolean;
  onBack: () => void;
}) {
  const { t } = useI18n();
  return (
    <footer className="content-form__foot">
      {error ? (
        <FormError error={error} testId="message-error" />
      ) : confirming ? (
        <p
          className={audience === 'all' ? 'callout callout--danger' : 'callout callout--info'}
          data-testid="message-confirm"
        >
          {audience === 'all'
            ? t('content.messages.confirmAll')
            : t('content.messages.confirmOne', { account })}
        </p>
      ) : (
        <p className="muted small">{t('content.messages.note')}</p>
      )}
      <div className="button-row">
        {confirming && (
          <button type="button" className="button" onClick={onBack}>
            {t('common.back')}
          </button>
        )}
        <button
          type="submit"
          className={
            confirming && audience === 'all' ? 'button button--danger' : 'button button--primary'
          }
          disabled={pending}
          data-testid="message-send"
        >
          {confirming ? t('content.messages.sendNow') : t('content.messages.review')}
        </button>
      </div>
    </footer>
  );
}
