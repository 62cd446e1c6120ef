/**
 * Every setting the platform reads, with its type, its allowed range, its default and whether
 * customers see it (`/common/config`). The back office refuses a value outside its rule before
 * writing anything; the server reads each setting through its one parser here; the settings
 * page describes each rule. Values are stored as text exactly as staff typed them, so every
 * parser is strict: no signs, spaces, exponents or leading zeros are read as numbers.
 */
import { z } from 'zod';
import type { MessageKey, MessageParams } from './catalogue.ts';
import { CURRENCY_SCALE } from './money.ts';

/** What a value must look like: drives the parser, the refusal message and the page's range. */
export type SettingRule =
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | {
      readonly kind: 'money';
      readonly min: number;
      readonly max: number;
      readonly decimals: number;
    }
  | { readonly kind: 'leverages'; readonly min: number; readonly max: number }
  | { readonly kind: 'hours' }
  | { readonly kind: 'choice'; readonly choices: readonly string[] }
  | { readonly kind: 'flag' }
  | { readonly kind: 'text'; readonly min: number; readonly max: number }
  | { readonly kind: 'link'; readonly max: number };

export interface SettingSpec<T> {
  readonly rule: SettingRule;
  /** Parses stored text into the typed value; fails on anything outside the rule. */
  readonly schema: z.ZodType<T, string>;
  /** The value every installation starts with (and what is read while a row is missing). */
  readonly initial: string;
  readonly isPublic: boolean;
}

/** A funding window in the market's local time, both ends inclusive to the minute. */
export interface Hours {
  readonly text: string;
  readonly start: string;
  readonly end: string;
  readonly startMinute: number;
  readonly endMinute: number;
}

const WHOLE = /^(0|[1-9]\d*)$/;

function integer(min: number, max: number, initial: string, isPublic = true): SettingSpec<number> {
  return {
    rule: { kind: 'integer', min, max },
    schema: z.string().regex(WHOLE).transform(Number).pipe(z.number().int().min(min).max(max)),
    initial,
    isPublic,
  };
}

/** An amount in whole units with up to `decimals` decimals, read as minor units. */
function money(min: number, max: number, decimals: number, initial: string): SettingSpec<number> {
  const pattern = decimals > 0 ? new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${decimals}})?$`) : WHOLE;
  return {
    rule: { kind: 'money', min, max, decimals },
    schema: z
      .string()
      .regex(pattern)
      .transform((text) => {
        const [whole = '0', fraction = ''] = text.split('.');
        return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
      })
      .pipe(
        z
          .number()
          .int()
          .min(min * 10 ** decimals)
          .max(max * 10 ** decimals),
      ),
    initial,
    isPublic: true,
  };
}

/** The leverage choices offered: distinct whole numbers in ascending order, e.g. "1,2,3,5". */
function leverages(initial: string): SettingSpec<readonly number[]> {
  const min = 1;
  const max = 10;
  return {
    rule: { kind: 'leverages', min, max },
    schema: z
      .string()
      .regex(/^[1-9]\d*(,[1-9]\d*)*$/)
      .transform((text) => text.split(',').map(Number))
      .pipe(
        z
          .array(z.number().int().min(min).max(max))
          .refine((list) => list.every((v, i) => i === 0 || v > list[i - 1]!)),
      ),
    initial,
    isPublic: true,
  };
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** "HH:MM-HH:MM" with the start before the end (a window does not cross midnight). */
function hours(initial: string): SettingSpec<Hours> {
  return {
    rule: { kind: 'hours' },
    schema: z
      .string()
      .regex(/^\d\d:\d\d-\d\d:\d\d$/)
      .transform((text) => {
        const [start = '', end = ''] = text.split('-');
        return { text, start, end, startMinute: minuteOf(start), endMinute: minuteOf(end) };
      })
      .refine((h) => CLOCK.test(h.start) && CLOCK.test(h.end) && h.startMinute < h.endMinute),
    initial,
    isPublic: true,
  };
}

function choice<const C extends string>(choices: readonly C[], initial: C): SettingSpec<C> {
  return {
    rule: { kind: 'choice', choices },
    schema: z.enum(choices as readonly [C, ...C[]]),
    initial,
    isPublic: true,
  };
}

/** "1" on, "0" off. */
function flag(initial: '0' | '1'): SettingSpec<boolean> {
  return {
    rule: { kind: 'flag' },
    schema: z.enum(['0', '1']).transform((v) => v === '1'),
    initial,
    isPublic: true,
  };
}

/** Text shown as typed: no surrounding spaces, no line breaks. */
function text(min: number, max: number, initial: string, isPublic: boolean): SettingSpec<string> {
  return {
    rule: { kind: 'text', min, max },
    schema: z
      .string()
      .min(min)
      .max(max)
      .regex(/^\S(.*\S)?$/),
    initial,
    isPublic,
  };
}

/** Empty (no link), or a web or mail address the customer app opens. */
function link(initial: string): SettingSpec<string> {
  const max = 500;
  return {
    rule: { kind: 'link', max },
    schema: z
      .string()
      .max(max)
      .regex(/^$|^(https?:\/\/|mailto:)\S+$/),
    initial,
    isPublic: true,
  };
}

const BPS_MAX = 1_000;
const DAILY_BPS_MAX = 100;
const AMOUNT_MAX = 1_000_000_000_000;
const FEE_MIN_MAX = 100_000;

export const SETTINGS = {
  site_name: text(1, 64, 'Kabuto', true),
  simulation: flag('1'),
  kefu: link(''),
  // Funding (PRODUCT.md "Funding"): working days and hours, limits in whole currency units.
  funding_days: choice(['working', 'all'], 'working'),
  funding_hours: hours('00:00-23:59'),
  recharge_max: integer(1, AMOUNT_MAX, '500000'),
  deposit_max: integer(1, AMOUNT_MAX, '10000000000'),
  withdrawal_min_jpy: integer(0, AMOUNT_MAX, '1000'),
  withdrawal_min_usd: integer(0, AMOUNT_MAX, '10'),
  withdrawal_min_cny: integer(0, AMOUNT_MAX, '100'),
  withdrawal_requires_no_positions: flag('1'),
  fx_spread_bps: integer(0, BPS_MAX, '50'),
  fund_records_max_days: integer(1, 3_660, '90'),
  // Minutes a session may commit money after the fund password was entered once.
  fund_unlock_minutes: integer(1, 120, '15'),
  // Minutes without a request after which a customer's session ends; 0: never (the simulation).
  session_idle_minutes: integer(0, 43_200, '20160', false),
  // Demo mode only: customers' requests (day trading…) are approved at once, audited as automatic.
  demo_auto_approve: flag('1'),
  // Trading (PRODUCT.md "Trading"): leverage choices, fees per market, margin thresholds.
  leverage_jpy: leverages('1,2,3,5'),
  leverage_usd: leverages('1,2,4'),
  leverage_cny: leverages('1,2,3'),
  fee_purchase_bps_jpy: integer(0, BPS_MAX, '10'),
  fee_sell_bps_jpy: integer(0, BPS_MAX, '10'),
  stamp_duty_bps_jpy: integer(0, BPS_MAX, '0'),
  fee_min_jpy: money(0, FEE_MIN_MAX, CURRENCY_SCALE.JPY, '100'),
  fee_purchase_bps_usd: integer(0, BPS_MAX, '5'),
  fee_sell_bps_usd: integer(0, BPS_MAX, '5'),
  stamp_duty_bps_usd: integer(0, BPS_MAX, '0'),
  fee_min_usd: money(0, FEE_MIN_MAX, CURRENCY_SCALE.USD, '1'),
  fee_purchase_bps_cny: integer(0, BPS_MAX, '3'),
  fee_sell_bps_cny: integer(0, BPS_MAX, '3'),
  stamp_duty_bps_cny: integer(0, BPS_MAX, '5'),
  fee_min_cny: money(0, FEE_MIN_MAX, CURRENCY_SCALE.CNY, '5'),
  margin_warning_pct: integer(1, 100, '50'),
  liquidation_pct: integer(1, 100, '80'),
  max_pending_orders: integer(1, 1_000, '20'),
  loan_daily_interest_bps: integer(0, DAILY_BPS_MAX, '5'),
  lending_fee_bps_daily: integer(0, DAILY_BPS_MAX, '2'),
  // Share of each instrument's outstanding shares the house lends for short sales.
  house_lendable_bps: integer(0, 10_000, '10'),
  // Block and IPO prices set by staff: how far (%) from the provider's price they may lie.
  staff_price_band_pct: integer(1, 50, '10', false),
  deposit_account_name: text(1, 200, 'Kabuto Securities Client Money (Simulation)', false),
  deposit_account_number: text(1, 200, '1234567', false),
  deposit_account_bank: text(1, 200, 'Kabuto Simulation Bank', false),
  deposit_account_branch: text(1, 200, 'Head Office (001)', false),
  // Four-eyes (issue 16): withdrawals above these whole amounts need a second approver, and
  // every proposal expires after this many hours.
  four_eyes_withdrawal_jpy: integer(0, AMOUNT_MAX, '1000000', false),
  four_eyes_withdrawal_usd: integer(0, AMOUNT_MAX, '10000', false),
  four_eyes_withdrawal_cny: integer(0, AMOUNT_MAX, '50000', false),
  proposal_expiry_hours: integer(1, 720, '24', false),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<N extends SettingName> =
  (typeof SETTINGS)[N] extends SettingSpec<infer T> ? T : never;

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

export function isSettingName(value: unknown): value is SettingName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SETTINGS, value);
}

/** The catalogue message that states a rule, naming the setting and its range. */
export function settingRuleMessage(name: SettingName): { msg: MessageKey; params: MessageParams } {
  const rule = SETTINGS[name].rule;
  switch (rule.kind) {
    case 'integer':
      return { msg: 'setting_integer_range', params: { name, min: rule.min, max: rule.max } };
    case 'money':
      return {
        msg: 'setting_amount_range',
        params: { name, min: rule.min, max: rule.max, decimals: rule.decimals },
      };
    case 'leverages':
      return { msg: 'setting_leverage_choices', params: { name, min: rule.min, max: rule.max } };
    case 'hours':
      return { msg: 'setting_hours_format', params: { name } };
    case 'choice':
      return { msg: 'setting_choice', params: { name, choices: rule.choices.join(', ') } };
    case 'flag':
      return { msg: 'setting_flag', params: { name } };
    case 'text':
      return { msg: 'setting_text_length', params: { name, min: rule.min, max: rule.max } };
    case 'link':
      return { msg: 'setting_link', params: { name, max: rule.max } };
  }
}

export type SettingCheck<N extends SettingName> =
  { ok: true; value: SettingValue<N> } | { ok: false; msg: MessageKey; params: MessageParams };

/** Parses `text` as setting `name`: its typed value, or the message stating its rule. */
export function parseSetting<N extends SettingName>(name: N, text: string): SettingCheck<N> {
  const spec: SettingSpec<SettingValue<N>> = SETTINGS[name] as SettingSpec<SettingValue<N>>;
  const parsed = spec.schema.safeParse(text);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, ...settingRuleMessage(name) };
}
