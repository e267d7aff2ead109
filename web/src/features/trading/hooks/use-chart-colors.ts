import { useEffect, useState } from 'react';
import { readChartColors, type ChartColors } from '../lib/chart-theme';

const read = (): ChartColors => {
  const style = getComputedStyle(document.documentElement);
  return readChartColors((name) => style.getPropertyValue(name));
};

/**
 * The chart's colours from the page's custom properties, read again when the theme changes: a
 * `data-theme` (or class or style) change on <html>, or the system's colour scheme.
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(read);
  useEffect(() => {
    const update = () =>
      setColors((old) => {
        const next = read();
        return JSON.stringify(next) === JSON.stringify(old) ? old : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      scheme.removeEventListener('change', update);
    };
  }, []);
  return colors;
}
