import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_CHART_SETTINGS, storedChartSettings, type ChartIndicators, type ChartSettings, type ChartStyle } from '../lib/chart-settings';

interface ChartSettingsState extends ChartSettings {
  setStyle: (style: ChartStyle) => void;
  setIndicators: (change: Partial<ChartIndicators>) => void;
}

/** The trading chart's style (candles or line) and indicators, remembered in this browser (local storage "trading-chart-settings"). */
export const useChartSettings = create<ChartSettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_CHART_SETTINGS,
      setStyle: (style) => set({ style }),
      setIndicators: (change) => set((s) => ({ indicators: { ...s.indicators, ...change } })),
    }),
    {
      name: 'trading-chart-settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ style, indicators }) => ({ style, indicators }),
      merge: (persisted, current) => ({ ...current, ...storedChartSettings(persisted) }),
    },
  ),
);
