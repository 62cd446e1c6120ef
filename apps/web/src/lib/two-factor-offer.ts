import { create } from 'zustand';

/**
 * Whether to offer two-factor sign-in now: set by the customer's first sign-in without it
 * (user/login `offer_two_factor`), cleared when the customer sets it up or says "later". Kept in
 * memory only: the offer belongs to that sign-in.
 */
export const useTwoFactorOffer = create<{
  offered: boolean;
  offer(on: boolean): void;
}>()((set) => ({
  offered: false,
  offer(on) {
    set({ offered: on });
  },
}));
