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

const RESULT_TONES: Readonly<Record<SubscriptionResult, TagTone>> = {
  subscribed: 'pending',
  waiting_draw: 'pending',
  won: 'passed',
  awaiting_payment: 'pending',
  subscription_required: 'rejected',
  paid: 'passed',
  lost: 'neutral',
  failed: 'rejected',
  abstained: 'rejected',
  listed: 'passed',
};

export function resultTone(result: SubscriptionResult): TagTone {
  return RESULT_TONES[result];
}

/** The steps of an offering's life, in order, each with its date. */
export type MilestoneKey = 'start' | 'deadline' | 'draw' | 'pay' | 'listing' | 'distribution';
