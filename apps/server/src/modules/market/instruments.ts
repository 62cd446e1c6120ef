import { CN_INSTRUMENTS } from './instruments-cn.ts';
import { JP_INSTRUMENTS } from './instruments-jp.ts';
import { US_INSTRUMENTS } from './instruments-us.ts';
import type { InstrumentSeed } from './instrument-types.ts';

export { INDICES } from './indices.ts';

/** The instrument master: about sixty real companies per market. */
export const INSTRUMENTS: readonly InstrumentSeed[] = [
  ...JP_INSTRUMENTS,
  ...US_INSTRUMENTS,
  ...CN_INSTRUMENTS,
];
