/**
 * Up/down colours. Each market has its convention: a rise is red and a fall green in Japan,
 * China and Korea; the other way round in the US and Saudi Arabia. The customer may swap them
 * (device setting `updown`: 'swapped', or 'market' for the convention).
 */
import { useCallback } from 'react';
import { create } from 'zustand';
import type { Market } from './market-format';
import { signOf } from './market-format';
import { storage } from './storage';

export type Tone = 'red' | 'green' | 'flat';

export const TONE_COLOR: Readonly<Record<Exclude<Tone, 'flat'>, string>> = {
  red: '#cc2b30',
  green: '#0a7d45',
};

const RED_UP: Readonly<Record<Market, boolean>> = {
  JP: true,
  CN: true,
  KR: true,
  US: false,
  SA: false,
};

interface UpDownState {
  swapped: boolean;
  setSwapped(swapped: boolean): void;
}

export const useUpDownStore = create<UpDownState>()((set) => ({
  swapped: storage.get('updown') === 'swapped',
  setSwapped(swapped) {
    storage.set('updown', swapped ? 'swapped' : 'market');
    set({ swapped });
  },
}));

/** Whether a rise shows red in `market` for this customer. */
export function redIsUp(market: Market | string, swapped: boolean): boolean {
  const convention = RED_UP[market as Market] ?? true;
  return swapped ? !convention : convention;
}

/** The tone of a move (a change or P&L as decimal text or number) in `market`. */
export function toneOf(market: Market | string, value: unknown, swapped: boolean): Tone {
  const sign = signOf(typeof value === 'number' ? String(value) : (value as string | null));
  if (sign === 0) return 'flat';
  return sign > 0 === redIsUp(market, swapped) ? 'red' : 'green';
}

/** The colours of a rise and a fall in `market`, for charts. */
export function upDownColors(market: Market | string, swapped: boolean) {
  return redIsUp(market, swapped)
    ? { up: TONE_COLOR.red, down: TONE_COLOR.green }
    : { up: TONE_COLOR.green, down: TONE_COLOR.red };
}

/** `(market, value) => tone`, following the customer's setting. */
export function useTone(): (market: Market | string, value: unknown) => Tone {
  const swapped = useUpDownStore((state) => state.swapped);
  return useCallback((market, value) => toneOf(market, value, swapped), [swapped]);
}
