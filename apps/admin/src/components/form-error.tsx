import { useI18n, type UiMessage } from '../i18n/i18n-provider';

/** Why a form was not sent, or what the server refused, above or below the form's fields. */
export function FormError({ error, testId }: { error: UiMessage | null; testId?: string }) {
  const { say } = useI18n();
  if (!error) return null;
  return (
    <p className="callout callout--danger" role="alert" data-testid={testId}>
      {say(error)}
    </p>
  );
}
