import { Toast } from 'antd-mobile';

/** SPEC §9: every message toast stays 2000 ms. */
export const TOAST_DURATION_MS = 2000;

// antd-mobile shows one toast at a time; a newer toast replaces the one on screen. Each toast we
// show gets a ticket so that ending a loading toast never clears a message shown after it.
let ticket = 0;

export function showMessage(text: string): void {
  ticket += 1;
  Toast.show({ content: text, duration: TOAST_DURATION_MS });
}

export interface LoadingToast {
  done(): void;
}

export function showLoading(text: string): LoadingToast {
  ticket += 1;
  const mine = ticket;
  Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: true });
  return {
    done() {
      if (ticket === mine) Toast.clear();
    },
  };
}

export function clearToasts(): void {
  ticket += 1;
  Toast.clear();
}
