import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toggleFavourite } from '../lib/instrument-search';

interface FavouritesState {
  /** Starred symbols, in the order they were starred. */
  symbols: string[];
  toggle: (symbol: string) => void;
}

/** The trader's favourite instruments, remembered in this browser (local storage "trading-favourites"). */
export const useFavourites = create<FavouritesState>()(
  persist(
    (set) => ({
      symbols: [],
      toggle: (symbol) => set((s) => ({ symbols: toggleFavourite(s.symbols, symbol) })),
    }),
    {
      name: 'trading-favourites',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbols }) => ({ symbols }),
      merge: (persisted, current) => {
        const stored = (persisted as { symbols?: unknown } | undefined)?.symbols;
        const symbols = Array.isArray(stored) ? [...new Set(stored.filter((s): s is string => typeof s === 'string'))] : [];
        return { ...current, symbols };
      },
    },
  ),
);
