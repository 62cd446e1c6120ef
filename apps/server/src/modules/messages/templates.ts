import type { Language } from '@kabuto/shared/catalogue';
import { fillPlaceholders } from '@kabuto/shared/catalogue';

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
  kyc_passed: {
    jp: {
      title: '本人確認が完了しました',
      body: '本人確認の審査が完了しました。お取引と出金がご利用いただけます。',
    },
    cn: { title: '实名认证已通过', body: '您的实名认证已审核通过，现在可以交易和提现。' },
    us: {
      title: 'Identity verified',
      body: 'Your identity has been verified. You can now trade and withdraw.',
    },
  },
  kyc_rejected: {
    jp: {
      title: '本人確認が承認されませんでした',
      body: '本人確認の申請は承認されませんでした。理由：{{reason}}　内容をご確認のうえ、再度お申し込みください。',
    },
    cn: {
      title: '实名认证未通过',
      body: '您的实名认证未通过审核。原因：{{reason}}。请核对后重新提交。',
    },
    us: {
      title: 'Identity verification not approved',
      body: 'Your identity verification was not approved. Reason: {{reason}}. Please check and submit again.',
    },
  },
  loan_approved: {
    jp: {
      title: '信用ローンを実行しました',
      body: '{{amount}} {{currency}} のローンを口座に入金しました。日利 {{bps}}bp（0.01%単位）の利息が日々加算されます。',
    },
    cn: {
      title: '信用贷款已发放',
      body: '{{amount}} {{currency}} 贷款已发放至您的账户。日利率 {{bps}} 个基点，每日计息。',
    },
    us: {
      title: 'Credit loan paid out',
      body: 'The loan of {{amount}} {{currency}} is in your account. Interest of {{bps}} basis points a day is added daily.',
    },
  },
  loan_rejected: {
    jp: {
      title: '信用ローンが承認されませんでした',
      body: 'ローンのお申し込みは承認されませんでした。理由：{{reason}}',
    },
    cn: { title: '信用贷款未通过', body: '您的贷款申请未通过审核。原因：{{reason}}' },
    us: {
      title: 'Credit loan not approved',
      body: 'Your loan application was not approved. Reason: {{reason}}',
    },
  },
  ipo_won: {
    jp: {
      title: '新規公開株に当選しました',
      body: '{{code}} に {{lots}} 口（{{quantity}} 株）当選しました。金額 {{amount}} {{currency}}。後払いの場合は {{deadline}} までにお支払いください。未払いの場合は辞退となります。',
    },
    cn: {
      title: '新股中签',
      body: '您申购的 {{code}} 中签 {{lots}} 手（{{quantity}} 股），金额 {{amount}} {{currency}}。如为中签后缴款，请于 {{deadline}} 前缴款，逾期视为放弃。',
    },
    us: {
      title: 'IPO allotment won',
      body: 'You won {{lots|lot|lots}} ({{quantity|share|shares}}) of {{code}}, {{amount}} {{currency}}. For pay-after-win offerings, pay by {{deadline}} or the allotment is abstained.',
    },
  },
  ipo_lost: {
    jp: {
      title: '新規公開株の抽選結果',
      body: '{{code}} は落選しました。前払いの資金は口座に戻しました。',
    },
    cn: { title: '新股未中签', body: '您申购的 {{code}} 未中签，预缴资金已退回账户。' },
    us: {
      title: 'IPO draw result',
      body: 'Your application for {{code}} was not drawn. Any prepaid money is back in your account.',
    },
  },
  ipo_failed: {
    jp: {
      title: '新規公開株の申込が無効になりました',
      body: '抽選時点でお取引が制限されていたため、{{code}} の申込は無効となり抽選の対象外となりました。前払いの資金は口座に戻しました。',
    },
    cn: {
      title: '新股申购失败',
      body: '抽签时您的账户交易受限，{{code}} 的申购失败，未参与抽签，预缴资金已退回账户。',
    },
    us: {
      title: 'IPO subscription failed',
      body: 'Your account could not trade at the draw, so your application for {{code}} failed and took no part in it. Any prepaid money is back in your account.',
    },
  },
  block_key: {
    jp: {
      title: 'ブロック取引のアクセスキー',
      body: '{{code}} のブロック取引のアクセスキーは {{key}} です（締切 {{deadline}}）。スタッフがこのキーをアプリ外で尋ねることはありません。',
    },
    cn: {
      title: '大宗交易访问密钥',
      body: '{{code}} 大宗交易的访问密钥为 {{key}}（截止 {{deadline}}）。工作人员绝不会在应用外向您索取此密钥。',
    },
    us: {
      title: 'Block trade access key',
      body: 'Your access key for the {{code}} block trade is {{key}} (deadline {{deadline}}). Staff will never ask you for this key outside the app.',
    },
  },
  intraday_rejected: {
    jp: {
      title: 'デイトレードの申請が承認されませんでした',
      body: '申請は承認されませんでした。参加金額は口座に戻しました。理由：{{reason}}',
    },
    cn: {
      title: '日内交易申请未通过',
      body: '您的日内交易申请未通过，参与金额已退回账户。原因：{{reason}}',
    },
    us: {
      title: 'Day-trading application not approved',
      body: 'Your application was not approved and the amount is back in your account. Reason: {{reason}}',
    },
  },
  intraday_settled: {
    jp: {
      title: 'デイトレードを精算しました',
      body: '本日のデイトレードを引け後に決済・精算しました。損益 {{result}} {{currency}}。残額は口座に戻しました。',
    },
    cn: {
      title: '日内交易已结算',
      body: '今日日内交易已于收盘后平仓结算，盈亏 {{result}} {{currency}}，余额已退回账户。',
    },
    us: {
      title: 'Day trading settled',
      body: 'Today’s day trades were closed at the session end and settled. Result: {{result}} {{currency}}. The rest is back in your account.',
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
  new_device_sign_in: {
    jp: {
      title: '新しい端末からのログイン',
      body: '{{device}}（アドレス {{address}}）からログインがありました。お心当たりがない場合は、マイページで他の端末をログアウトさせ、パスワードを変更してください。',
    },
    cn: {
      title: '新设备登录提醒',
      body: '您的账户在 {{device}}（地址 {{address}}）上登录。如非本人操作，请在“我的”中结束其他设备的会话并修改登录密码。',
    },
    us: {
      title: 'Sign-in from a new device',
      body: 'Your account was signed in from {{device}} (address {{address}}). If this was not you, end the other sessions on My Page and change your password.',
    },
  },
  price_alert: {
    jp: {
      title: '価格アラート：{{code}} {{name}}',
      body: '{{code}} {{name}} が設定した条件（{{condition}}）に達しました。現在値 {{price}}（前日比 {{change_pct}}%）。',
    },
    cn: {
      title: '价格提醒：{{code}} {{name}}',
      body: '{{code}} {{name}} 已达到您设置的条件（{{condition}}）。现价 {{price}}（涨跌幅 {{change_pct}}%）。',
    },
    us: {
      title: 'Price alert: {{code}} {{name}}',
      body: '{{code}} {{name}} met your condition ({{condition}}). Price now {{price}} ({{change_pct}}% on the day).',
    },
  },
  statement_ready: {
    jp: {
      title: '報告書を作成しました',
      body: '{{period}} の{{document}}を作成しました。マイページの「報告書」からPDFまたはCSVでダウンロードできます。',
    },
    cn: {
      title: '对账单已生成',
      body: '{{period}} 的{{document}}已生成，可在“我的”页面的“对账单与报告”中下载 PDF 或 CSV。',
    },
    us: {
      title: 'Your statement is ready',
      body: 'Your {{document}} for {{period}} is ready. Download it as PDF or CSV from Documents on My Page.',
    },
  },
  order_rejected: {
    jp: {
      title: '予約注文を執行できませんでした',
      body: '取引開始時に {{code}} {{quantity}}株（指値 {{price}}）の予約注文を確認しましたが、執行できませんでした。理由：{{reason}}。拘束していた {{amount}} {{currency}} は口座に戻しました。',
    },
    cn: {
      title: '预约委托未能执行',
      body: '开盘时重新检查了 {{code}} {{quantity}} 股（限价 {{price}}）的预约委托，未能执行。原因：{{reason}}。冻结的 {{amount}} {{currency}} 已退回账户。',
    },
    us: {
      title: 'Queued order not executed',
      body: 'At the open your queued order for {{quantity}} shares of {{code}} (limit {{price}}) was checked again and could not be executed. Reason: {{reason}}. The {{amount}} {{currency}} it held is back in your account.',
    },
  },
  stop_triggered: {
    jp: {
      title: '逆指値注文が約定しました',
      body: '{{code}} {{name}} {{quantity}}株の逆指値注文（トリガー {{trigger}}）が発動し、{{price}} で約定しました。約定金額 {{amount}} {{currency}}。',
    },
    cn: {
      title: '止损委托已成交',
      body: '{{code}} {{name}} {{quantity}} 股的止损委托（触发价 {{trigger}}）已触发，以 {{price}} 成交。成交金额 {{amount}} {{currency}}。',
    },
    us: {
      title: 'Stop order filled',
      body: 'Your stop order for {{quantity|share|shares}} of {{code}} {{name}} (trigger {{trigger}}) triggered and was filled at {{price}}. Value {{amount}} {{currency}}.',
    },
  },
  stop_limit_triggered: {
    jp: {
      title: '逆指値注文が発動しました',
      body: '{{code}} {{name}} {{quantity}}株の逆指値注文（トリガー {{trigger}}）が発動しました。指値 {{price}} の注文として約定を待ちます（金額 {{amount}} {{currency}}）。',
    },
    cn: {
      title: '止损限价委托已触发',
      body: '{{code}} {{name}} {{quantity}} 股的止损限价委托（触发价 {{trigger}}）已触发，现以限价 {{price}} 等待成交（金额 {{amount}} {{currency}}）。',
    },
    us: {
      title: 'Stop-limit triggered',
      body: 'Your stop-limit order for {{quantity|share|shares}} of {{code}} {{name}} (trigger {{trigger}}) triggered. It now rests as a limit order at {{price}} (value {{amount}} {{currency}}).',
    },
  },
  order_expired_day: {
    jp: {
      title: '当日限り注文が失効しました',
      body: '{{code}} {{name}} {{quantity}}株の注文（価格 {{price}}、金額 {{amount}} {{currency}}）は本日の取引終了までに約定せず、失効しました。拘束していた資金は口座に戻しました。',
    },
    cn: {
      title: '当日有效委托已失效',
      body: '{{code}} {{name}} {{quantity}} 股的委托（价格 {{price}}，金额 {{amount}} {{currency}}）至当日收盘仍未成交，已失效。冻结的资金已退回账户。',
    },
    us: {
      title: 'Day order expired',
      body: 'Your day order for {{quantity|share|shares}} of {{code}} {{name}} (price {{price}}, value {{amount}} {{currency}}) was not filled by the end of the session and has expired. Anything it held is back in your account.',
    },
  },
  order_expired_gtc: {
    jp: {
      title: '有効期限で注文が失効しました',
      body: '{{code}} {{name}} {{quantity}}株の注文（価格 {{price}}、金額 {{amount}} {{currency}}）は有効期限（{{days}}日）までに約定せず、失効しました。拘束していた資金は口座に戻しました。',
    },
    cn: {
      title: '撤销前有效委托已失效',
      body: '{{code}} {{name}} {{quantity}} 股的委托（价格 {{price}}，金额 {{amount}} {{currency}}）在有效期（{{days}}天）内未成交，已失效。冻结的资金已退回账户。',
    },
    us: {
      title: 'GTC order expired',
      body: 'Your order for {{quantity|share|shares}} of {{code}} {{name}} (price {{price}}, value {{amount}} {{currency}}) was not filled within {{days|day|days}} and has expired. Anything it held is back in your account.',
    },
  },
  exit_stop_loss: {
    jp: {
      title: '損切りが執行されました',
      body: '{{code}} {{name}} {{quantity}}株の建玉が損切り価格 {{exit}} に達し、{{price}} で決済しました。実現損益 {{pnl}} {{currency}}。',
    },
    cn: {
      title: '止损已执行',
      body: '{{code}} {{name}} {{quantity}} 股的持仓触及止损价 {{exit}}，已以 {{price}} 平仓。已实现盈亏 {{pnl}} {{currency}}。',
    },
    us: {
      title: 'Stop-loss executed',
      body: 'Your position of {{quantity|share|shares}} of {{code}} {{name}} reached its stop-loss at {{exit}} and was closed at {{price}}. Realised result {{pnl}} {{currency}}.',
    },
  },
  exit_take_profit: {
    jp: {
      title: '利益確定が執行されました',
      body: '{{code}} {{name}} {{quantity}}株の建玉が利益確定価格 {{exit}} に達し、{{price}} で決済しました。実現損益 {{pnl}} {{currency}}。',
    },
    cn: {
      title: '止盈已执行',
      body: '{{code}} {{name}} {{quantity}} 股的持仓触及止盈价 {{exit}}，已以 {{price}} 平仓。已实现盈亏 {{pnl}} {{currency}}。',
    },
    us: {
      title: 'Take-profit executed',
      body: 'Your position of {{quantity|share|shares}} of {{code}} {{name}} reached its take-profit at {{exit}} and was closed at {{price}}. Realised result {{pnl}} {{currency}}.',
    },
  },
} as const satisfies Record<string, Template>;

export type SystemMessageKind = keyof typeof MESSAGE_TEMPLATES;

export function renderTemplate(text: string, params: Readonly<Record<string, string>>): string {
  // A parameter the app writes (its value is its own placeholder) keeps the placeholder whole.
  return fillPlaceholders(text, (name) =>
    params[name] === `{{${name}}}` ? undefined : params[name],
  );
}
