import type { Toast } from 'antd-mobile';

/** SPEC §9: every message toast stays 2000 ms. */
export const TOAST_DURATION_MS = 2000;

type ToastKit = typeof Toast;

// The toast is loaded with the first message, not with the first screen. Every call waits on the
// same promise, so shows and clears keep the order they were made in.
let kit: Promise<ToastKit> | null = null;
function withToast(use: (toast: ToastKit) => void): void {
  kit ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  void kit.then(use);
}

// antd-mobile shows one toast at a time; a newer toast replaces the one on screen. Each toast we
// show gets a ticket so that ending a loading toast never clears a message shown after it.
let ticket = 0;

export function showMessage(text: string): void {
  ticket += 1;
  withToast((toast) => toast.show({ content: text, duration: TOAST_DURATION_MS }));
}

export interface LoadingToast {
  done(): void;
}

export function showLoading(text: string): LoadingToast {
  ticket += 1;
  const mine = ticket;
  withToast((toast) =>
    toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: true }),
  );
  return {
    done() {
      if (ticket === mine) withToast((toast) => toast.clear());
    },
  };
}

export function clearToasts(): void {
  ticket += 1;
  withToast((toast) => toast.clear());
}
