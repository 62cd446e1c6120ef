import { describe, expect, it } from 'vitest';
import { CATALOGUE, LANGUAGES, translate } from './catalogue.ts';

describe('the message catalogue', () => {
  it('has a real text in every language for every key', () => {
    for (const [key, texts] of Object.entries(CATALOGUE)) {
      for (const language of LANGUAGES) {
        expect(texts[language].trim().length, `${key}.${language}`).toBeGreaterThan(1);
      }
      // Chinese and Japanese are written in their own scripts, not left in English.
      expect(texts.cn, key).toMatch(/[\u4e00-\u9fff]/);
      expect(texts.jp, key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  it('covers the server messages of SPEC §8', () => {
    const required = [
      'loan_outstanding',
      'repay_more_than_loan',
      'repay_less_than_loan',
      'loan_limit_insufficient',
      'fundraising_insufficient',
      'block_trade_closed',
      'key_mismatch',
      'channel_password_wrong',
      'account_banned',
      'account_frozen',
      'fund_operation_in_progress',
      'deposit_pending',
      'balance_insufficient',
      'available_balance_insufficient',
      'fund_password_wrong',
      'fund_password_not_set',
      'submitted_too_frequently',
      'outside_trading_hours',
      'product_unavailable',
      'copy_trade_time_exceeded',
      'same_currency',
      'account_exists',
      'inviter_not_found',
      'account_not_found',
      'wrong_account_or_password',
      'original_password_wrong',
      'kyc_rejected',
      'already_verified',
      'card_exists',
      'card_not_found',
      'price_unavailable',
      'beyond_price_limit',
      'cannot_buy',
      'order_not_holding',
      'not_subscription_time',
      'kefu_unavailable',
      'purchase_failed',
      'subscription_failed',
      'placement_failed',
      'upload_failed',
      'recharge_failed',
      'withdrawal_failed',
      'loan_success',
      'register_success',
      'login_success',
      'modify_success',
      'add_success',
      'unbind_success',
      'submit_success',
      'purchase_success',
      'subscription_success',
      'placement_success',
      'copy_order_success',
      'credit_topup_success',
      'exchange_success',
      'upload_success',
      'cancel_success',
      'delete_success',
      'received_success',
      'network_error',
      'login_again',
    ];
    for (const key of required) expect(CATALOGUE, key).toHaveProperty(key);
  });

  it('fills placeholders and falls back to the key for unknown messages', () => {
    expect(translate('date_range_too_long', 'us', { days: 90 })).toBe(
      'Choose no more than 90 days.',
    );
    expect(translate('date_range_too_long', 'jp', { days: 90 })).toContain('90');
    expect(translate('no_such_key', 'cn')).toBe('no_such_key');
  });
});
