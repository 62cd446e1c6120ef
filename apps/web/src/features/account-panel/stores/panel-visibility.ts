import { create } from 'zustand';

interface PanelVisibilityState {
  open: boolean;
  show(): void;
  hide(): void;
}

/** Whether the slide-in account panel is open (SPEC §4: open or closed). */
export const usePanelVisibility = create<PanelVisibilityState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
