/**
 * UI state shared by chrome widgets (header side menu, basket dialog). Only the browser changes it
 * (event handlers and effects); server rendering always sees the initial state, so a module-level
 * store is safe for SSR and hydration.
 */
import { create } from 'zustand';

export interface UiState {
  sideMenuOpen: boolean;
  basketOpen: boolean;
  openSideMenu(): void;
  closeSideMenu(): void;
  toggleSideMenu(): void;
  setBasketOpen(open: boolean): void;
}

export const initialUiState = { sideMenuOpen: false, basketOpen: false } as const;

export const useUiStore = create<UiState>((set) => ({
  ...initialUiState,
  openSideMenu: () => set({ sideMenuOpen: true }),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  toggleSideMenu: () => set((s) => ({ sideMenuOpen: !s.sideMenuOpen })),
  setBasketOpen: (open) => set({ basketOpen: open }),
}));
