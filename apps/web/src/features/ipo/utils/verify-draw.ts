/**
 * Recomputes an IPO draw in the browser from the published record, exactly as its `method`
 * says: every lot of an application that did not fail is a ticket "seed:application:index"; tickets are ranked by their SHA-256 in
 * hex, ascending; the first `winning_lots` tickets win. The seed itself must hash to the
 * seed hash that was published when the offering opened, so it cannot have been chosen after
 * the applications were known.
 */
import type { LotteryRecord } from '@kabuto/shared/contracts/ipo';

/** Tickets hashed per batch, so a large draw never blocks the screen for long. */
const HASH_BATCH = 256;
/** The most tickets the browser recomputes (a bound on the work, far above any real draw here). */
export const MAX_TICKETS = 200_000;

export type DrawCheck =
  | { kind: 'unavailable'; reason: 'no_seed' | 'no_crypto' | 'too_large' }
  | {
      kind: 'checked';
      seedHashMatches: boolean;
      tickets: number;
      /** Recomputed winning lots per application. */
      winners: ReadonlyMap<number, number>;
      /** Applications whose published winning lots differ from the recomputed ones. */
      mismatches: readonly number[];
      /** True when the seed hash matches and every application's result is the recomputed one. */
      verified: boolean;
    };

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Whether this browser can hash (SubtleCrypto exists only on https and on localhost). */
export function canVerify(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

interface Ticket {
  application: number;
  rank: string;
}

/** The winners among ranked tickets: the lowest ranks, compared as strings like the server. */
export function winnersOf(
  tickets: readonly Ticket[],
  applications: readonly number[],
  winningLots: number,
): Map<number, number> {
  const sorted = [...tickets].sort((x, y) => (x.rank < y.rank ? -1 : x.rank > y.rank ? 1 : 0));
  const won = new Map<number, number>(applications.map((id) => [id, 0]));
  for (const ticket of sorted.slice(0, winningLots)) {
    won.set(ticket.application, (won.get(ticket.application) ?? 0) + 1);
  }
  return won;
}

export async function verifyDraw(record: LotteryRecord): Promise<DrawCheck> {
  const seed = record.seed;
  if (seed === null) return { kind: 'unavailable', reason: 'no_seed' };
  if (!canVerify()) return { kind: 'unavailable', reason: 'no_crypto' };
  const labels: { application: number; text: string }[] = [];
  // A failed application (the customer could no longer trade at the draw) held no ticket.
  for (const app of record.applications.filter((a) => !a.failed)) {
    for (let index = 0; index < app.lots; index += 1) {
      labels.push({ application: app.application, text: `${seed}:${app.application}:${index}` });
    }
    if (labels.length > MAX_TICKETS) return { kind: 'unavailable', reason: 'too_large' };
  }

  const seedHashMatches = (await sha256Hex(seed)) === record.seed_hash.toLowerCase();
  const tickets: Ticket[] = [];
  for (let start = 0; start < labels.length; start += HASH_BATCH) {
    const batch = labels.slice(start, start + HASH_BATCH);
    const ranks = await Promise.all(batch.map((label) => sha256Hex(label.text)));
    batch.forEach((label, i) => tickets.push({ application: label.application, rank: ranks[i]! }));
  }
  const winners = winnersOf(
    tickets,
    record.applications.map((app) => app.application),
    record.winning_lots,
  );
  const mismatches = record.applications
    .filter((app) => (app.won_lots ?? 0) !== (winners.get(app.application) ?? 0))
    .map((app) => app.application);
  return {
    kind: 'checked',
    seedHashMatches,
    tickets: tickets.length,
    winners,
    mismatches,
    verified: seedHashMatches && mismatches.length === 0,
  };
}
