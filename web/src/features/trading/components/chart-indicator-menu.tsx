import { useId, useRef, useState } from 'react';
import { NO_TRADE_SHORTCUTS } from '../hooks/use-trade-shortcuts';
import { BOLLINGER_DEVIATIONS, BOLLINGER_PERIOD, RSI_PERIOD } from '../lib/chart-indicators';
import { indicatorsOn, MA_PERIOD_CHOICES, type ChartIndicators, type MovingAverageSetting } from '../lib/chart-settings';
import { useDismiss } from '../../../shared/hooks/use-dismiss';

interface ChartIndicatorMenuProps {
  value: ChartIndicators;
  onChange: (change: Partial<ChartIndicators>) => void;
}

/** One moving average: on or off, and its length. */
function MovingAverageRow({
  name,
  title,
  setting,
  onChange,
}: {
  name: string;
  title: string;
  setting: MovingAverageSetting;
  onChange: (next: MovingAverageSetting) => void;
}) {
  const id = useId();
  return (
    <div className="indicator-menu__row">
      <label className="checkbox indicator-menu__check">
        <input
          type="checkbox"
          checked={setting.on}
          onChange={(e) => onChange({ ...setting, on: e.target.checked })}
          data-testid={`indicator-${name.toLowerCase()}`}
        />
        <span>
          {name}
          <span className="visually-hidden"> ({title.toLowerCase()})</span>
        </span>
      </label>
      <label htmlFor={id} className="visually-hidden">
        {`${title} length`}
      </label>
      <select
        id={id}
        className="input select indicator-menu__period"
        value={setting.period}
        onChange={(e) => onChange({ ...setting, period: Number(e.target.value) })}
        data-testid={`indicator-${name.toLowerCase()}-period`}
      >
        {MA_PERIOD_CHOICES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The chart's indicators behind one button: moving averages (SMA, EMA, each with its length),
 * Bollinger bands and RSI. A disclosure: Escape or a click elsewhere closes it, focus back on its button.
 */
export function ChartIndicatorMenu({ value, onChange }: ChartIndicatorMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = indicatorsOn(value);

  // Open, a click elsewhere closes it, and Escape closes it with focus back on its button.
  useDismiss(open, root, () => setOpen(false), button);

  return (
    <div className="indicator-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="chart-toolbar__button indicator-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="chart-indicators"
        title="Indicators"
      >
        <span aria-hidden="true" className="indicator-menu__fx">
          ƒx
        </span>
        <span className="indicator-menu__label">Indicators</span>
        {count > 0 && (
          <span className="indicator-menu__count" data-testid="chart-indicators-count">
            <span className="visually-hidden">, </span>
            {count}
            <span className="visually-hidden"> on</span>
          </span>
        )}
      </button>
      <div id={panelId} className="popover-panel indicator-menu__panel" hidden={!open} data-testid="chart-indicators-panel" {...NO_TRADE_SHORTCUTS}>
        <fieldset className="indicator-menu__set">
          <legend className="indicator-menu__legend">Moving averages</legend>
          <MovingAverageRow name="SMA" title="Simple moving average" setting={value.sma} onChange={(sma) => onChange({ sma })} />
          <MovingAverageRow name="EMA" title="Exponential moving average" setting={value.ema} onChange={(ema) => onChange({ ema })} />
        </fieldset>
        <fieldset className="indicator-menu__set">
          <legend className="indicator-menu__legend">Volatility and momentum</legend>
          <label className="checkbox indicator-menu__check">
            <input type="checkbox" checked={value.bollinger} onChange={(e) => onChange({ bollinger: e.target.checked })} data-testid="indicator-bollinger" />
            <span>
              Bollinger bands ({BOLLINGER_PERIOD}, {BOLLINGER_DEVIATIONS}σ)
            </span>
          </label>
          <label className="checkbox indicator-menu__check">
            <input type="checkbox" checked={value.rsi} onChange={(e) => onChange({ rsi: e.target.checked })} data-testid="indicator-rsi" />
            <span>RSI ({RSI_PERIOD}), in a pane below</span>
          </label>
        </fieldset>
      </div>
    </div>
  );
}
