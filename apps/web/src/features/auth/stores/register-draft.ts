import { create } from 'zustand';
import type { RegisterInput } from '../api/register';

interface RegisterDraftState {
  draft: RegisterInput;
  update(patch: Partial<RegisterInput>): void;
  reset(): void;
}

const EMPTY: RegisterInput = {
  account: '',
  password: '',
  repassword: '',
  invite: '',
  agree: false,
};

/**
 * The registration form kept in memory (never on disk) while the customer reads the user
 * agreement on its own screen and comes back.
 */
export const useRegisterDraft = create<RegisterDraftState>()((set) => ({
  draft: EMPTY,
  update: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
  reset: () => set({ draft: EMPTY }),
}));
