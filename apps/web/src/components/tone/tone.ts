import type { Tone } from '@/lib/updown';
import styles from './tone.module.css';

/** The text colour class of a tone. */
export function toneText(tone: Tone): string {
  return styles[tone] ?? '';
}

/** The filled-chip class of a tone (white text on the colour). */
export function toneChip(tone: Tone): string {
  return styles[`chip_${tone}`] ?? '';
}
