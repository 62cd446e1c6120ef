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
  margin_warning: {
    jp: {
      title: '証拠金維持率の警告',
      body: '{{currency}} 建てポジションの評価損が証拠金の{{pct}}%に達しました（警告水準 {{warning}}%）。{{liquidation}}%に達すると強制決済されます。',
    },
    cn: {
      title: '保证金预警',
      body: '您的 {{currency}} 持仓浮亏已达保证金的{{pct}}%（预警线 {{warning}}%）。达到{{liquidation}}%时将被强制平仓。',
    },
    us: {
      title: 'Margin warning',
      body: 'Your {{currency}} positions have lost {{pct}}% of their margin (warning level {{warning}}%). At {{liquidation}}% they are closed automatically.',
    },
  },
  liquidation: {
    jp: {
      title: '強制決済のお知らせ',
      body: '評価損が証拠金の{{pct}}%に達したため、{{code}} を {{quantity}} 株、{{price}} で決済しました。損益 {{pnl}} {{currency}}。',
    },
    cn: {
      title: '强制平仓通知',
      body: '因浮亏达到保证金的{{pct}}%，已按 {{price}} 强制平仓 {{code}} {{quantity}} 股，盈亏 {{pnl}} {{currency}}。',
    },
    us: {
      title: 'Position closed by the margin rule',
      body: 'Losses reached {{pct}}% of margin, so {{quantity}} shares of {{code}} were closed at {{price}}. Result: {{pnl}} {{currency}}.',
    },
  },
} as const satisfies Record<string, Template>;

export type SystemMessageKind = keyof typeof MESSAGE_TEMPLATES;

export function renderTemplate(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
