import type { Language } from '@kabuto/shared/catalogue';

/**
 * Site messages from system events, written in the customer's language when read. Parameters
 * are filled into `{{name}}`; amounts arrive already formatted with their currency.
 */
type Template = Readonly<Record<Language, { title: string; body: string }>>;

export const MESSAGE_TEMPLATES = {
  deposit_approved: {
    jp: {
      title: '入金を反映しました',
      body: '{{amount}} {{currency}} の入金（参照番号 {{reference}}）を確認し、口座に反映しました。',
    },
    cn: {
      title: '入金已到账',
      body: '您的 {{amount}} {{currency}} 入金（参考号 {{reference}}）已审核通过并入账。',
    },
    us: {
      title: 'Deposit credited',
      body: 'Your deposit of {{amount}} {{currency}} (reference {{reference}}) was approved and credited to your account.',
    },
  },
  deposit_rejected: {
    jp: {
      title: '入金が承認されませんでした',
      body: '{{amount}} {{currency}} の入金（参照番号 {{reference}}）は承認されませんでした。理由：{{reason}}',
    },
    cn: {
      title: '入金未通过审核',
      body: '您的 {{amount}} {{currency}} 入金（参考号 {{reference}}）未通过审核。原因：{{reason}}',
    },
    us: {
      title: 'Deposit not approved',
      body: 'Your deposit of {{amount}} {{currency}} (reference {{reference}}) was not approved. Reason: {{reason}}',
    },
  },
  withdrawal_paid: {
    jp: {
      title: '出金を実行しました',
      body: '{{amount}} {{currency}} を {{card}} へ送金しました。通常2時間程度、遅くとも翌営業日24時までに着金します。',
    },
    cn: {
      title: '提现已汇出',
      body: '{{amount}} {{currency}} 已汇至 {{card}}。通常约2小时到账，最迟T+1日24:00前到账。',
    },
    us: {
      title: 'Withdrawal paid',
      body: '{{amount}} {{currency}} was sent to {{card}}. It usually arrives in about 2 hours, at the latest before 24:00 on the next working day.',
    },
  },
  withdrawal_rejected: {
    jp: {
      title: '出金が承認されませんでした',
      body: '{{amount}} {{currency}} の出金は承認されませんでした。資金は口座に戻しました。理由：{{reason}}',
    },
    cn: {
      title: '提现被驳回',
      body: '您的 {{amount}} {{currency}} 提现申请被驳回，资金已退回账户。原因：{{reason}}',
    },
    us: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {{amount}} {{currency}} was rejected and the money is back in your account. Reason: {{reason}}',
    },
  },
} as const satisfies Record<string, Template>;

export type SystemMessageKind = keyof typeof MESSAGE_TEMPLATES;

export function renderTemplate(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
