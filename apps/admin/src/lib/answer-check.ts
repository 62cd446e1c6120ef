/**
 * Development only: checks each answer of the back-office API against its endpoint's contract
 * (packages/shared/src/contracts/admin-*.ts), so a page built on a wrong shape fails on the
 * developer's machine rather than in front of staff. api-client loads this module with a dynamic
 * import behind `import.meta.env.DEV`, so neither zod nor the contracts reach the production
 * bundle.
 */
import type { z } from 'zod';
import { envelope } from '@kabuto/shared/contract';
import type { Endpoint } from '@kabuto/shared/contract';
import { adminContentContracts } from '@kabuto/shared/contracts/admin-content';
import { adminProductContracts } from '@kabuto/shared/contracts/admin-products';
import { adminStaffContracts } from '@kabuto/shared/contracts/admin-staff';

/** Every contract by its path under /api/admin (`news/list`); a path without one is not checked. */
const CONTRACTS: Readonly<Record<string, Endpoint<z.ZodType, z.ZodType, z.ZodRawShape>>> = {
  ...adminContentContracts,
  ...adminProductContracts,
  ...adminStaffContracts,
};

/** The contract's complaints about an answer, or null when it fits (or has no contract). */
export function answerProblems(path: string, body: unknown): z.core.$ZodIssue[] | null {
  const contract = CONTRACTS[path];
  if (!contract) return null;
  const result = envelope(contract.data, contract.extra).safeParse(body);
  return result.success ? null : result.error.issues;
}
