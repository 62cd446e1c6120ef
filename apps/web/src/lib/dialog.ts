/**
 * The kit's dialogs, loaded with the first one the customer is asked, not with the screens that
 * may ask (issue 18): the dialog brings the kit's animation library, which a screen that asks
 * nothing, such as home or a quote, would otherwise download before its figures.
 */
import type { Dialog, DialogConfirmProps } from 'antd-mobile';

type DialogKit = typeof Dialog;

let kit: Promise<DialogKit> | null = null;
function dialogKit(): Promise<DialogKit> {
  kit ??= import('antd-mobile/es/components/dialog').then((module) => module.default);
  return kit;
}

/** Asks the customer to confirm (the kit's Dialog.confirm); resolves to whether they did. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await dialogKit()).confirm(props);
}

/** Closes every dialog on show; loads nothing when none is. */
export function clearDialogs(): void {
  if (!document.querySelector('[class*="adm-dialog"]')) return;
  void dialogKit().then((dialog) => dialog.clear());
}
