import { useEffect, useState } from 'react';
import type { CandleChart } from './use-candle-chart';

/** Renders the caller again (once a frame at most) when the chart scrolls, zooms or resizes: for what is drawn over it. */
export function useChartRedraw(handle: CandleChart | null): void {
  const [, setFrame] = useState(0);
  useEffect(() => {
    if (!handle) return;
    const timeScale = handle.chart.timeScale();
    let raf = 0;
    const redraw = () => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(() => setFrame((f) => f + 1));
    };
    timeScale.subscribeVisibleLogicalRangeChange(redraw);
    timeScale.subscribeSizeChange(redraw);
    return () => {
      cancelAnimationFrame(raf);
      timeScale.unsubscribeVisibleLogicalRangeChange(redraw);
      timeScale.unsubscribeSizeChange(redraw);
    };
  }, [handle]);
}
