/** How offering phases and subscription results read: their order, tone and grouping. */
import type { TagTone } from '@/components/screen-kit/screen-kit';
import type { OfferingPhase } from '@kabuto/shared/contracts/ipo';
import type { SubscriptionResult } from '@kabuto/shared/contracts/ipo';

/** The order the offerings list shows its groups in: what can be acted on first. */
export const PHASE_ORDER: readonly OfferingPhase[] = [
  'open',
  'upcoming',
  'closed',
  'drawn',
  'listed',
];

export function phaseTone(phase: OfferingPhase): TagTone {
  if (phase === 'open') return 'passed';
  if (phase === 'upcoming' || phase === 'closed') return 'pending';
  return 'neutral';
}

export function resultTone(result: SubscriptionResult): TagTone {
  if (result === 'won' || result === 'listed') return 'passed';
  if (result === 'awaiting_payment' || result === 'waiting') return 'pending';
  if (result === 'abstained') return 'rejected';
  return 'neutral';
}

/** The steps of an offering's life, in order, each with its date. */
export type MilestoneKey = 'start' | 'deadline' | 'draw' | 'pay' | 'listing' | 'distribution';
