import type { StaffRole } from '@kabuto/shared/contracts/admin';
import type { FourEyesKind } from '@kabuto/shared/contracts/admin-approvals';
import type { Tx } from '../../db/transaction.ts';

/** A pending proposal as its handler reads it when a second staff member approves. */
export interface ApprovedChange {
  id: number;
  target: string;
  change: Readonly<Record<string, unknown>>;
  reason: string;
  proposer: string;
  approver: string;
}

/**
 * What a module plugs into four-eyes: which role may approve its kind, and what the approval
 * does. `apply` runs in the approval's transaction, with the decision and its audit entry, so an
 * approval is all or nothing; a refusal inside it leaves the proposal pending.
 */
export interface FourEyesHandler {
  readonly kind: FourEyesKind;
  readonly role: StaffRole;
  apply(tx: Tx, change: ApprovedChange): Promise<void>;
}

export class FourEyesRegistry {
  private readonly handlers = new Map<string, FourEyesHandler>();

  register(handler: FourEyesHandler): void {
    if (this.handlers.has(handler.kind))
      throw new Error(`four-eyes kind ${handler.kind} registered twice`);
    this.handlers.set(handler.kind, handler);
  }

  get(kind: string): FourEyesHandler | undefined {
    return this.handlers.get(kind);
  }
}
