import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TradingType } from '@contracts/instruments';
import { FIRST_CHOICES, storedChoices, type TradingChoices } from '../lib/trading-choices';

interface TradingChoicesState extends TradingChoices {
  chooseInstrument: (category: TradingType, symbol: string) => void;
  chooseDuration: (duration: number) => void;
  chooseStrikeRate: (strikeRate: number) => void;
}

/**
 * The trading screen's last instrument, category, duration and payout option, remembered in this
 * browser (local storage "trading-choices"); a new browser starts on EUR/USD. What is no longer
 * offered falls back when read (lib/trading-choices.ts), so nothing stored can break the form.
 */
export const useTradingChoices = create<TradingChoicesState>()(
  persist(
    (set) => ({
      ...FIRST_CHOICES,
      chooseInstrument: (category, symbol) => set({ category, symbol }),
      chooseDuration: (duration) => set({ duration }),
      chooseStrikeRate: (strikeRate) => set({ strikeRate }),
    }),
    {
      name: 'trading-choices',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbol, category, duration, strikeRate }) => ({ symbol, category, duration, strikeRate }),
      merge: (persisted, current) => ({ ...current, ...storedChoices(persisted) }),
    },
  ),
);
