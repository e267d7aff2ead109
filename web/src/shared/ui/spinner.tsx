export function Spinner({ small = false, label = 'Loading' }: { small?: boolean; label?: string }) {
  return <span className={small ? 'spinner spinner--small' : 'spinner'} role="status" aria-label={label} />;
}

/** A centred spinner for a page or panel that is loading. */
export function LoadingBlock({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-block">
      <Spinner label={label} />
    </div>
  );
}
