import type { NodeRole } from '../config.ts';

/** Whether this node acts as the engine: `held` (acting), `standby`, or `none` (an api node). */
export type LeaseState = 'held' | 'standby' | 'none';

/** What readiness and metrics ask of the node (its role, and the engine lease). */
export interface NodeState {
  readonly role: NodeRole;
  lease(): LeaseState;
}
