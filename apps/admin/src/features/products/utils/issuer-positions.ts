/**
 * A product's issuer positions as the audit log tells them (the back office has no list of a
 * product's positions; every issuer order and close is audited with the position it opened or
 * closed). A view for the product screen, not an answer shape: the answer is the audit page.
 */
import type { AuditEntry } from '@kabuto/shared/contracts/admin-staff';

export interface IssuerPosition {
  positionId: number;
  orderNo: string;
  code: string;
  direction: string;
  num: number;
  fillPrice: string | null;
  orderStatus: string;
  openedAt: string;
  actor: string;
  /** When staff closed it from here; null while open (as far as the log tells). */
  closedAt: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The positions opened by `product.order` entries, newest first, closed where a close says so. */
export function issuerPositions(entries: readonly AuditEntry[]): IssuerPosition[] {
  const items = [...entries].reverse();
  const positions = new Map<number, IssuerPosition>();
  for (const entry of items) {
    const after = record(entry.after);
    const positionId = typeof after.position_id === 'number' ? after.position_id : null;
    if (positionId === null) continue;
    if (entry.action === 'product.order') {
      positions.set(positionId, {
        positionId,
        orderNo: String(after.order_no ?? ''),
        code: String(after.code ?? ''),
        direction: String(after.direction ?? ''),
        num: Number(after.num ?? 0),
        fillPrice: typeof after.fill_price === 'string' ? after.fill_price : null,
        orderStatus: String(after.status ?? ''),
        openedAt: entry.at,
        actor: entry.actor,
        closedAt: null,
      });
    } else if (entry.action === 'product.close') {
      const open = positions.get(positionId);
      if (open && after.status === 2) open.closedAt = entry.at;
    }
  }
  return [...positions.values()].reverse();
}
