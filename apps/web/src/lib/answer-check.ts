/**
 * Development only: checks each answer of the customer API against its endpoint's contract
 * (packages/shared/src/contracts), so a screen built on a wrong shape fails on the developer's
 * machine rather than in front of a customer. api-client loads this module with a dynamic import
 * behind `import.meta.env.DEV`, so neither zod nor the contracts reach the production bundle.
 */
import type { z } from 'zod';
import { envelope } from '@kabuto/shared/contract';
import type { Endpoint } from '@kabuto/shared/contract';
import { accountContracts } from '@kabuto/shared/contracts/account';
import { blockContracts } from '@kabuto/shared/contracts/blocks';
import { customerContracts } from '@kabuto/shared/contracts/customers';
import { fundingContracts } from '@kabuto/shared/contracts/funding';
import { kycContracts } from '@kabuto/shared/contracts/kyc';
import { loanContracts } from '@kabuto/shared/contracts/loans';
import { messageContracts } from '@kabuto/shared/contracts/messages';
import { newsContracts } from '@kabuto/shared/contracts/news';
import { siteContracts } from '@kabuto/shared/contracts/site';
import { insightContracts } from '@kabuto/shared/contracts/insight';

/** Every contract by its path (`user/getUserinfo`); a path without one is not checked. */
const CONTRACTS: Readonly<Record<string, Endpoint<z.ZodType, z.ZodType, z.ZodRawShape>>> = {
  ...accountContracts,
  ...blockContracts,
  ...customerContracts,
  ...fundingContracts,
  ...kycContracts,
  ...loanContracts,
  ...messageContracts,
  ...newsContracts,
  ...siteContracts,
  ...insightContracts,
};

/** The contract's complaints about an answer, or null when it fits (or has no contract). */
export function answerProblems(path: string, body: unknown): z.core.$ZodIssue[] | null {
  const contract = CONTRACTS[path];
  if (!contract) return null;
  const result = envelope(contract.data, contract.extra).safeParse(body);
  return result.success ? null : result.error.issues;
}
