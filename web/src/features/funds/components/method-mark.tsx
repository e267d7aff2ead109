/*
 * Line marks for the payment methods (24×24, stroke): drawn, not typed, since the ₿ sign and the bank
 * emoji are missing from many system fonts and came out as empty boxes.
 */
const MARKS = {
  bitcoin: 'M9 6h5a3 3 0 0 1 0 6H9zM9 12h6a3 3 0 0 1 0 6H9zM9 6v12M7 6h2M7 18h2M11 4v2M13 4v2M11 18v2M13 18v2',
  ethereum: 'M12 2l6 10-6 3.5L6 12zM6 13.5l6 8.5 6-8.5-6 3.5z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bank: 'M3 9l9-5 9 5M5 10v7M10 10v7M14 10v7M19 10v7M3 20h18',
  wallet: 'M4 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7l12-3v3M16 13.5h2',
} as const;

export type MethodMarkName = keyof typeof MARKS;

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function MethodMark({ name }: { name: MethodMarkName }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" {...STROKE}>
      <path d={MARKS[name]} />
    </svg>
  );
}
