import type { ReviewStatus } from '@kabuto/shared/contracts/admin-staff';
import type { Tx } from '../../db/transaction.ts';

export interface ReviewItem {
  kind: string;
  id: number;
  subjectId: number;
  customerId: number;
  account: string;
  status: ReviewStatus;
  summary: Record<string, string>;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

export interface Decision {
  actor: string;
  reason: string | null;
}

/**
 * What a feature plugs into the review queue: what approving and rejecting its item does.
 * Both run inside the decision's transaction, together with the status change and the audit
 * entry, so a decision is all or nothing.
 */
export interface ReviewHandler {
  readonly kind: string;
  approve(tx: Tx, item: ReviewItem, decision: Decision): Promise<void>;
  reject(tx: Tx, item: ReviewItem, decision: Decision): Promise<void>;
  /**
   * Four-eyes (issue 16): what approving this item would change when it needs a second staff
   * member's approval (approving it then makes a proposal), or null when one approval is enough.
   */
  fourEyes?(tx: Tx, item: ReviewItem): Promise<Record<string, string> | null>;
}

export class ReviewRegistry {
  private readonly handlers = new Map<string, ReviewHandler>();

  register(handler: ReviewHandler): void {
    if (this.handlers.has(handler.kind))
      throw new Error(`review kind ${handler.kind} registered twice`);
    this.handlers.set(handler.kind, handler);
  }

  kinds(): string[] {
    return [...this.handlers.keys()].sort();
  }

  get(kind: string): ReviewHandler | undefined {
    return this.handlers.get(kind);
  }
}
