import { MethodMark, type MethodMarkName } from './method-mark';

export interface PaymentMethod<K extends string> {
  key: K;
  title: string;
  description: string;
  mark: MethodMarkName;
}

interface MethodTilesProps<K extends string> {
  methods: ReadonlyArray<PaymentMethod<K>>;
  onPick: (key: K) => void;
  /** Each tile's test id is `<prefix>-<key>`. */
  testIdPrefix: string;
}

/** The payment methods to pick from: large buttons, each opening its form. */
export function MethodTiles<K extends string>({ methods, onPick, testIdPrefix }: MethodTilesProps<K>) {
  return (
    <div className={`method-tiles ${methods.length === 2 ? 'method-tiles--two' : ''}`}>
      {methods.map((m) => (
        <button key={m.key} type="button" className="card method-tile" onClick={() => onPick(m.key)} data-testid={`${testIdPrefix}-${m.key}`}>
          <span className="method-tile__mark" aria-hidden="true">
            <MethodMark name={m.mark} />
          </span>
          <span className="method-tile__title">{m.title}</span>
          <span className="method-tile__text muted">{m.description}</span>
        </button>
      ))}
    </div>
  );
}
