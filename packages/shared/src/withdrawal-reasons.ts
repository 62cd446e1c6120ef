/**
 * Why staff reject a withdrawal: a code from this list, with its text in every language, plus an
 * optional note. The customer reads the code's text in the customer's language (history, message);
 * staff pick the code in the back office. Free of zod, so every app bundles it.
 */
import type { Language } from './catalogue.ts';

export const WITHDRAWAL_REJECT_REASONS = [
  'card_mismatch',
  'holder_mismatch',
  'bank_unreachable',
  'identity_review',
  'suspicious_activity',
  'limit_exceeded',
  'other',
] as const;
export type WithdrawalRejectReason = (typeof WITHDRAWAL_REJECT_REASONS)[number];

export const WITHDRAWAL_REJECT_TEXTS: Readonly<
  Record<WithdrawalRejectReason, Readonly<Record<Language, string>>>
> = {
  card_mismatch: {
    jp: '出金先口座の情報に誤りがあります。口座番号・支店をご確認ください。',
    cn: '收款账户信息有误，请核对账号和支行。',
    us: 'The bank account details are wrong. Please check the account number and branch.',
  },
  holder_mismatch: {
    jp: '口座名義がご本人のお名前と一致しません。',
    cn: '账户户名与您的本人姓名不一致。',
    us: 'The account holder name does not match your name.',
  },
  bank_unreachable: {
    jp: '振込先の金融機関で受け付けられませんでした。時間をおいて再度お申し込みください。',
    cn: '收款银行无法受理本次汇款，请稍后重新申请。',
    us: 'The receiving bank could not accept the transfer. Please try again later.',
  },
  identity_review: {
    jp: '本人確認の再審査が必要です。本人確認書類をご提出ください。',
    cn: '需要重新进行实名审核，请提交身份证明文件。',
    us: 'Your identity needs to be verified again. Please submit your identity documents.',
  },
  suspicious_activity: {
    jp: 'お取引の確認が必要なため、出金をお受けできませんでした。サポートまでご連絡ください。',
    cn: '您的交易需要核实，暂时无法提现，请联系客服。',
    us: 'Your account activity needs to be checked before a withdrawal. Please contact support.',
  },
  limit_exceeded: {
    jp: '出金限度額を超えています。金額を減らして再度お申し込みください。',
    cn: '超出提现限额，请减少金额后重新申请。',
    us: 'The amount exceeds the withdrawal limit. Please request a smaller amount.',
  },
  other: {
    jp: 'その他の理由により出金をお受けできませんでした。',
    cn: '因其他原因，提现未能受理。',
    us: 'The withdrawal could not be accepted for another reason.',
  },
};

export function isWithdrawalRejectReason(value: unknown): value is WithdrawalRejectReason {
  return (
    typeof value === 'string' && (WITHDRAWAL_REJECT_REASONS as readonly string[]).includes(value)
  );
}

/**
 * The rejection as staff send it: `code` or `code: note`. A stored reason that is no code (written
 * before the list existed) is a note without a code.
 */
export function readWithdrawalReason(reason: string | null): {
  code: WithdrawalRejectReason | null;
  note: string | null;
} {
  if (reason === null) return { code: null, note: null };
  const match = /^([a-z_]+)(?::\s*([\s\S]*))?$/.exec(reason.trim());
  if (match && isWithdrawalRejectReason(match[1])) {
    return { code: match[1], note: match[2]?.trim() || null };
  }
  return { code: null, note: reason };
}

/** The rejection's text for the customer: the code's text, then staff's note when there is one. */
export function withdrawalReasonText(reason: string | null, language: Language): string | null {
  const { code, note } = readWithdrawalReason(reason);
  if (code === null) return note;
  const text = WITHDRAWAL_REJECT_TEXTS[code][language];
  return note ? `${text} (${note})` : text;
}
