import type { Language } from '@kabuto/shared/catalogue';
import type { FundRecordDetail } from '@kabuto/shared/contracts/funding';
import type { AppContext } from '../../context.ts';
import { myFollows } from '../copy/service.ts';

/**
 * The detail line of a fund record (stock and quantity, product, loan number, exchange), read
 * from what its transfer recorded: the memo its owner wrote and its idempotency key, which names
 * the row it came from (`copy_follow:12`). Names are given in the reader's language.
 */

export interface RecordSource {
  code: string;
  memo: string | null;
  key: string;
}

const EMPTY: FundRecordDetail = {
  code: null,
  name: null,
  quantity: null,
  unit: null,
  product: null,
  loan_no: null,
  from_currency: null,
  to_currency: null,
  rate: null,
  request_no: null,
};

/** The request a withdrawal or day-trading record belongs to, by its key: "withdrawal_paid:12". */
const REQUEST_KEY = /^(withdrawal|intraday)_[a-z]+:(\d+)/;

/** Stock code and quantity as each owner writes them in its memo. */
const STOCK_MEMOS: readonly {
  codes: readonly string[];
  pattern: RegExp;
  unit: 'shares' | 'lots';
}[] = [
  // "long 100 7203 @ 2500.00 ×2"
  { codes: ['trade_open'], pattern: /^(?:long|short) (\d+) (\S+) @/, unit: 'shares' },
  // "close 100 7203 @ 2600.00 (customer)"
  { codes: ['trade_close', 'liquidation'], pattern: /^close (\d+) (\S+) @/, unit: 'shares' },
  // "Lending fee: 100 7203 for 2026-11-20"
  { codes: ['lending_fee'], pattern: /^Lending fee: (\d+) (\S+) for/, unit: 'shares' },
];

function stockDetail(
  memo: string,
  code: string,
): Pick<FundRecordDetail, 'code' | 'quantity' | 'unit'> | null {
  for (const m of STOCK_MEMOS) {
    if (!m.codes.includes(code)) continue;
    const hit = m.pattern.exec(memo);
    if (hit) return { quantity: Number(hit[1]), code: hit[2]!, unit: m.unit };
  }
  // "IPO 9999: 2 lot(s) prepaid", "IPO 9999 draw: 1 lot(s) won"
  const ipo = /^IPO (\S+?):? .*?(\d+) lot\(s\)/.exec(memo);
  if (ipo) return { code: ipo[1]!, quantity: Number(ipo[2]), unit: 'lots' };
  // "Block 6758: 100 shares at 2500.00", "Block 6758 allocated"
  const block = /^Block (\S+?):? (?:(\d+) shares)?/.exec(memo);
  if (block) {
    return {
      code: block[1]!,
      quantity: block[2] ? Number(block[2]) : null,
      unit: block[2] ? 'shares' : null,
    };
  }
  return null;
}

function detailOf(ctx: AppContext, r: RecordSource, language: Language): FundRecordDetail {
  const memo = r.memo ?? '';
  const detail: FundRecordDetail = { ...EMPTY };
  const stock = stockDetail(memo, r.code);
  if (stock) {
    Object.assign(detail, stock);
    detail.name = stock.code ? (ctx.market.instrument(stock.code)?.name[language] ?? null) : null;
  }
  // "Credit loan 3 disbursed", "Daily interest on loan 3 for …", "Repayment of loan 3"
  const loan = /\bloan (\d+)\b/i.exec(memo);
  if (loan && r.code.startsWith('loan_')) detail.loan_no = `L${loan[1]!.padStart(8, '0')}`;
  // "Copy trading: 1000 units of product 2 at NAV 1.000000"
  const units = /(\d+) units/.exec(memo);
  if (units && r.code.startsWith('copy_')) {
    detail.quantity = Number(units[1]);
    detail.unit = 'units';
  }
  // "100000 JPY → 650.00 USD at 0.0065"
  const exchange = /^\S+ ([A-Z]{3}) → \S+ ([A-Z]{3}) at (\S+)$/.exec(memo);
  if (exchange && r.code === 'exchange') {
    detail.from_currency = exchange[1]!;
    detail.to_currency = exchange[2]!;
    detail.rate = exchange[3]!;
  }
  const request = REQUEST_KEY.exec(r.key);
  if (request) {
    const prefix = request[1] === 'withdrawal' ? 'W' : 'D';
    detail.request_no = `${prefix}${request[2]!.padStart(8, '0')}`;
  }
  return detail;
}

/** The detail of each record; products of copy records are named from the customer's follows. */
export async function recordDetails(
  ctx: AppContext,
  customerId: number,
  records: readonly RecordSource[],
  language: Language,
): Promise<FundRecordDetail[]> {
  const details = records.map((r) => detailOf(ctx, r, language));
  const copyRows = records
    .map((r, i) => ({ i, follow: /^copy_(?:follow|redeem):(\d+)$/.exec(r.key)?.[1] }))
    .filter((x): x is { i: number; follow: string } => x.follow !== undefined);
  if (copyRows.length > 0) {
    const follows = await myFollows(ctx, customerId, undefined, language);
    const names = new Map(follows.map((f) => [String(f.id), f.name]));
    for (const { i, follow } of copyRows) details[i]!.product = names.get(follow) ?? null;
  }
  return details;
}
