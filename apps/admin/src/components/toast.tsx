/**
 * Short notices in the corner for the outcome of an action. A notice holds a catalogue key (the
 * server's answer) or a console text id and is translated when drawn, so it follows the language
 * switch. The region is announced to screen readers.
 */
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n, type UiMessage } from '../i18n/i18n-provider';

export type ToastTone = 'success' | 'error';

interface Toast {
  key: number;
  tone: ToastTone;
  message: UiMessage;
}

interface ToastApi {
  show: (tone: ToastTone, message: UiMessage) => void;
}

const TOAST_LIFETIME_MS = 6_000;
const TOASTS_VISIBLE_MAX = 4;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, say } = useI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextKey = useRef(1);

  const dismiss = useCallback((key: number) => {
    setToasts((list) => list.filter((toast) => toast.key !== key));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: UiMessage) => {
      const key = nextKey.current++;
      setToasts((list) => [...list, { key, tone, message }].slice(-TOASTS_VISIBLE_MAX));
      window.setTimeout(() => dismiss(key), TOAST_LIFETIME_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map(({ key, tone, message }) => (
          <div key={key} className={`toast toast--${tone}`} data-testid="toast">
            <span className="toast__icon" aria-hidden="true">
              {tone === 'success' ? '✓' : '!'}
            </span>
            <span className="toast__text">{say(message)}</span>
            <button
              type="button"
              className="toast__close"
              aria-label={t('common.close')}
              data-testid="toast-close"
              onClick={() => dismiss(key)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
