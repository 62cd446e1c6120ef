/**
 * What an answer of a route may look like, from the contracts themselves: a route's OpenAPI
 * operation carries its contract's summary, which names the contract; a 200 answer must parse
 * with the contract's envelope, any other documented status with the refusal.
 */
import type { z } from 'zod';
import type { Endpoint } from '@kabuto/shared/contract';
import { envelope, refusal } from '@kabuto/shared/contract';
import { accountContracts } from '@kabuto/shared/contracts/account';
import {
  adminApprovalContracts,
  adminFourEyesContracts,
} from '@kabuto/shared/contracts/admin-approvals';
import { adminContentContracts } from '@kabuto/shared/contracts/admin-content';
import { adminProductContracts } from '@kabuto/shared/contracts/admin-products';
import { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';
import { blockContracts } from '@kabuto/shared/contracts/blocks';
import { copyContracts } from '@kabuto/shared/contracts/copy';
import { customerContracts } from '@kabuto/shared/contracts/customers';
import { fundingContracts } from '@kabuto/shared/contracts/funding';
import { intradayContracts } from '@kabuto/shared/contracts/intraday';
import { ipoContracts } from '@kabuto/shared/contracts/ipo';
import { kycContracts } from '@kabuto/shared/contracts/kyc';
import { lendingContracts } from '@kabuto/shared/contracts/lending';
import { loanContracts } from '@kabuto/shared/contracts/loans';
import { marketContracts } from '@kabuto/shared/contracts/market';
import { messageContracts } from '@kabuto/shared/contracts/messages';
import { newsContracts } from '@kabuto/shared/contracts/news';
import { siteContracts } from '@kabuto/shared/contracts/site';
import { tradingContracts } from '@kabuto/shared/contracts/trading';
import { insightContracts } from '@kabuto/shared/contracts/insight';
import { adminStatementContracts } from '@kabuto/shared/contracts/admin-statements';
import { statementContracts } from '@kabuto/shared/contracts/statements';

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodRawShape>;

const ALL: Record<string, AnyEndpoint>[] = [
  accountContracts,
  adminApprovalContracts,
  adminFourEyesContracts,
  adminContentContracts,
  adminProductContracts,
  adminStaffContracts,
  blockContracts,
  copyContracts,
  customerContracts,
  fundingContracts,
  intradayContracts,
  ipoContracts,
  kycContracts,
  lendingContracts,
  loanContracts,
  marketContracts,
  messageContracts,
  newsContracts,
  siteContracts,
  tradingContracts,
  insightContracts,
  statementContracts,
  adminStatementContracts,
];

/** Success-answer schemas by contract summary (summaries may repeat: any of them may match). */
const bySummary = new Map<string, z.ZodType[]>();
for (const group of ALL) {
  for (const contract of Object.values(group)) {
    const list = bySummary.get(contract.summary) ?? [];
    list.push(envelope(contract.data, contract.extra));
    bySummary.set(contract.summary, list);
  }
}

export interface Answer {
  status: number;
  body: string;
  contentType: string | undefined;
}

/**
 * Why an answer breaks the route's contract, or undefined when it keeps it. `summary` is the
 * operation's; `documented` its documented statuses.
 */
export function contractBreach(
  summary: string | undefined,
  documented: readonly string[],
  answer: Answer,
): string | undefined {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const schemas = summary === undefined ? undefined : bySummary.get(summary);
  // A route without a contract answers with a file; its refusals are still envelopes.
  if (schemas && !documented.includes(String(answer.status))) {
    return `undocumented HTTP ${answer.status}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `not JSON (${answer.contentType ?? 'no content type'})`;
  }
  if (schemas && answer.status === 200) {
    if (schemas.some((s) => s.safeParse(parsed).success)) return undefined;
    const issue = schemas[0]!.safeParse(parsed).error?.issues[0];
    return `200 outside the contract: ${issue?.path.join('.')} ${issue?.message}`;
  }
  const refused = refusal.safeParse(parsed);
  return refused.success ? undefined : `${answer.status} is not a refusal`;
}
