import { SETTING_NAMES } from '@kabuto/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCall, staffToken } from '../../test/funding.ts';
import { proposeAndApprove } from '../../test/staff-auth.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { tradingTerms } from '../trading/rules.ts';
import { setting, settingsChanged } from './settings.ts';

/**
 * Each setting's bounds as the product states them: values just inside are accepted, values just
 * outside (and text that is not exactly a value) are refused with the message naming the setting
 * and its range. Written out by hand, not derived from the schema, so a loosened rule fails here.
 */
interface Bounds {
  readonly msg: string;
  readonly params?: Record<string, string | number>;
  readonly inside: readonly string[];
  readonly outside: readonly string[];
}

const NOT_A_NUMBER = ['', ' 1', '1 ', '+1', '1.5', '1e3', '0x1', '01', 'abc'];

function whole(min: number, max: number): Bounds {
  return {
    msg: 'setting_integer_range',
    params: { min, max },
    inside: [String(min), String(max)],
    outside: [String(min - 1), String(max + 1), ...NOT_A_NUMBER],
  };
}

const bps = whole(0, 1_000);
const pct = whole(1, 100);
const amount = whole(1, 1_000_000_000_000);
const minimum = whole(0, 1_000_000_000_000);
const dailyBps = whole(0, 100);
const leverage: Bounds = {
  msg: 'setting_leverage_choices',
  params: { min: 1, max: 10 },
  inside: ['1', '10', '1,2,3,5', '1,10', '2'],
  outside: ['0', '11', '1,11', '0,1', '1,1000', '2,1', '1,1', '1,', ',1', '1, 2', '-1', '1.5', ''],
};
const flag: Bounds = {
  msg: 'setting_flag',
  inside: ['0', '1'],
  outside: ['2', 'true', 'on', ' 1', ''],
};
const account: Bounds = {
  msg: 'setting_text_length',
  params: { min: 1, max: 200 },
  inside: ['A', 'B'.repeat(200), 'Head Office (002)'],
  outside: ['', 'B'.repeat(201), ' A', 'A ', 'A\nB'],
};
const feeMin = (decimals: number): Bounds => ({
  msg: 'setting_amount_range',
  params: { min: 0, max: 100_000, decimals },
  inside: decimals === 0 ? ['0', '100000'] : ['0', '0.01', '100000', '99999.99', '1.5'],
  outside:
    decimals === 0
      ? ['-1', '100001', '0.5', '1.0', ...NOT_A_NUMBER.filter((t) => t !== '1.5')]
      : ['-0.01', '100000.01', '0.001', '1.', '.5', ...NOT_A_NUMBER.filter((t) => t !== '1.5')],
});

const BOUNDS: Readonly<Record<string, Bounds>> = {
  site_name: {
    msg: 'setting_text_length',
    params: { min: 1, max: 64 },
    inside: ['K', 'K'.repeat(64)],
    outside: ['', 'K'.repeat(65), ' Kabuto'],
  },
  simulation: flag,
  kefu: {
    msg: 'setting_link',
    params: { max: 500 },
    inside: ['', 'https://help.kabuto.example/chat', 'mailto:help@kabuto.example'],
    outside: [
      'javascript:alert(1)',
      'help.kabuto.example',
      'https://',
      `https://${'a'.repeat(493)}`,
    ],
  },
  funding_days: {
    msg: 'setting_choice',
    params: { choices: 'working, all' },
    inside: ['working', 'all'],
    outside: ['weekdays', 'ALL', ''],
  },
  funding_hours: {
    msg: 'setting_hours_format',
    inside: ['00:00-23:59', '09:00-09:01', '09:00-17:00'],
    outside: ['09:00-09:00', '17:00-09:00', '24:00-24:30', '09:60-10:00', '9:00-17:00', '09:00'],
  },
  recharge_max: amount,
  deposit_max: amount,
  withdrawal_min_jpy: minimum,
  withdrawal_min_usd: minimum,
  withdrawal_min_cny: minimum,
  withdrawal_requires_no_positions: flag,
  fx_spread_bps: bps,
  fund_records_max_days: whole(1, 3_660),
  fund_unlock_minutes: whole(1, 120),
  leverage_jpy: leverage,
  leverage_usd: leverage,
  leverage_cny: leverage,
  fee_purchase_bps_jpy: bps,
  fee_sell_bps_jpy: bps,
  stamp_duty_bps_jpy: bps,
  fee_min_jpy: feeMin(0),
  fee_purchase_bps_usd: bps,
  fee_sell_bps_usd: bps,
  stamp_duty_bps_usd: bps,
  fee_min_usd: feeMin(2),
  fee_purchase_bps_cny: bps,
  fee_sell_bps_cny: bps,
  stamp_duty_bps_cny: bps,
  fee_min_cny: feeMin(2),
  margin_warning_pct: pct,
  liquidation_pct: pct,
  max_pending_orders: whole(1, 1_000),
  loan_daily_interest_bps: dailyBps,
  lending_fee_bps_daily: dailyBps,
  house_lendable_bps: whole(0, 10_000),
  staff_price_band_pct: whole(1, 50),
  deposit_account_name: account,
  deposit_account_number: account,
  deposit_account_bank: account,
  deposit_account_branch: account,
  four_eyes_withdrawal_jpy: minimum,
  four_eyes_withdrawal_usd: minimum,
  four_eyes_withdrawal_cny: minimum,
  proposal_expiry_hours: whole(1, 720),
  session_idle_minutes: whole(0, 43_200),
  demo_auto_approve: flag,
};

describe('typed settings in the back office', () => {
  let k: TestKabuto;
  let admin: string;
  let checker: string;
  beforeAll(async () => {
    k = await startTestKabuto();
    admin = await staffToken(k, 'chief', ['admin']);
    checker = await staffToken(k, 'chief2', ['admin']);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  // A setting changes through four-eyes: one admin proposes, another approves (issue 16).
  const change = (name: string, value: string) =>
    proposeAndApprove(k, checker, () =>
      staffCall(k, admin, 'POST', `/settings/${name}`, { value, reason: 'Bounds test' }),
    );
  const stored = async (name: string) =>
    (
      await k.ctx.db
        .selectFrom('settings')
        .select(['value', 'updated_at'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).value;

  it('states bounds for every setting the server reads, and no others', () => {
    expect(Object.keys(BOUNDS).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it.each(Object.entries(BOUNDS))('accepts %s just inside its range', async (name, bounds) => {
    for (const value of bounds.inside) {
      const answer = await change(name, value);
      expect(answer.body.msg, `${name}=${JSON.stringify(value)}`).toBe('submit_success');
      expect(await stored(name)).toBe(value);
    }
  });

  it.each(Object.entries(BOUNDS))(
    'refuses %s just outside its range, naming it and its range, and writes nothing',
    async (name, bounds) => {
      const before = await stored(name);
      const counts = await tableCounts(k);
      for (const value of bounds.outside) {
        const answer = await change(name, value);
        expect(answer.http, `${name}=${JSON.stringify(value)}`).toBe(200);
        expect(answer.body, `${name}=${JSON.stringify(value)}`).toMatchObject({
          status: 0,
          msg: bounds.msg,
          params: { name, ...bounds.params },
        });
      }
      expect(await stored(name)).toBe(before);
      expect(await tableCounts(k)).toEqual(counts);
    },
  );

  it('refuses an unknown setting as not found', async () => {
    const counts = await tableCounts(k);
    expect((await change('no_such_setting', '1')).body.msg).toBe('not_found');
    expect(await tableCounts(k)).toEqual(counts);
  });

  it('refuses the values that used to lift the limits', async () => {
    for (const [name, value] of [
      ['recharge_max', '-1'],
      ['leverage_jpy', '1,1000'],
      ['liquidation_pct', '100000'],
    ] as const) {
      expect((await change(name, value)).body.status).toBe(0);
    }
  });

  it('gives the server typed values: the trading terms follow an accepted change', async () => {
    expect((await change('leverage_usd', '1,3,7')).body.msg).toBe('submit_success');
    expect((await change('fee_min_usd', '2.5')).body.msg).toBe('submit_success');
    expect((await change('liquidation_pct', '75')).body.msg).toBe('submit_success');
    const terms = await tradingTerms(k.ctx.db, 'usd');
    expect(terms.leverages).toEqual([1, 3, 7]);
    expect(terms.minFee).toBe(250);
    expect(terms.liquidationPct).toBe(75);
    expect((await change('funding_hours', '08:30-16:45')).body.msg).toBe('submit_success');
    expect(await setting(k.ctx.db, 'funding_hours')).toMatchObject({
      start: '08:30',
      end: '16:45',
      startMinute: 510,
      endMinute: 1005,
    });
  });

  it('reads a value stored outside its rule as the initial value, never as given', async () => {
    await k.ctx.db
      .updateTable('settings')
      .set({ value: '1,1000' })
      .where('name', '=', 'leverage_cny')
      .execute();
    await k.ctx.db
      .updateTable('settings')
      .set({ value: '-1' })
      .where('name', '=', 'recharge_max')
      .execute();
    settingsChanged(k.ctx.db);
    expect((await tradingTerms(k.ctx.db, 'cny')).leverages).toEqual([1, 2, 3]);
    expect(await setting(k.ctx.db, 'recharge_max')).toBe(500_000);
  });
});
