/** The small print wherever prices appear: the feed is a simulation, not a market. */
export function SimulatedNote({ className = '' }: { className?: string }) {
  return <p className={`simulated-note ${className}`}>Prices on this site are simulated for demonstration. They are not quotes from any exchange.</p>;
}
