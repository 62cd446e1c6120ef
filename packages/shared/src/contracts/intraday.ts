/** Day trading (SPEC §7 日内交易): an amount applied for, reviewed by staff, traded for a day. */
import { z } from 'zod';
import {
  day,
  endpoint,
  form,
  instant,
  marketType,
  marketTypeOrAll,
  money,
  rowId,
  text,
} from '../contract.ts';

export const INTRADAY_STATUSES = [
  'submitted',
  'trading',
  'closing',
  'completed',
  'failed',
] as const;
export type IntradayStatus = (typeof INTRADAY_STATUSES)[number];

/** An application. Amounts in its currency. */
export const intradayApplication = z.strictObject({
  id: rowId(),
  currency: z.string(),
  /** The participation amount applied for (frozen). */
  money: money(),
  /** What is left of it to fund intraday orders. */
  credit: money(),
  status: z.enum(INTRADAY_STATUSES),
  /** The day it trades on, once approved. */
  trading_day: day().nullable(),
  /** The day's net result, once settled. */
  result: money().nullable(),
  /** Why staff refused it. */
  reason: z.string().nullable(),
  created_at: instant(),
  settled_at: instant().nullable(),
});
export type IntradayApplication = z.output<typeof intradayApplication>;

export const intradayContracts = {
  'trade/rnjyapply': endpoint({
    summary: 'Apply for day trading with a participation amount (frozen; staff review)',
    /** `money`: the amount, in the market's currency. */
    body: form({ type: marketType(), money: text() }),
    data: intradayApplication,
  }),
  'trade/rnjylist': endpoint({
    summary: 'Day-trading applications with status and remaining credit',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(intradayApplication),
  }),
};
