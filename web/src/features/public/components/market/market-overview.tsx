import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { instrumentsOfType, TRADING_TYPES, type Instrument, type TradingType } from '@contracts/instruments';
import { queryKeys } from '../../../../shared/api/query-keys';
import { formatPrice } from '../../../../shared/format/price';
import { TableHead } from '../../../../shared/ui/table-head';
import { marketApi } from '../../../trading/api/market-api';
import { LivePrice } from '../../../trading/components/live-price';
import { useLivePrice } from '../../../trading/hooks/use-live-price';

/** 25 hourly candles reach back 24 hours from the current hour. */
const DAY_OF_HOURS = 25;

/** Last price and 24 h change of every instrument, one tab per asset class, updated live. */
export function MarketOverview() {
  const [tab, setTab] = useState<TradingType>('Cryptocurrency');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + TRADING_TYPES.length) % TRADING_TYPES.length;
    setTab(TRADING_TYPES[next]);
    tabs.current[next]?.focus();
  };

  return (
    <section className="card panel overview" aria-labelledby="overview-title" data-testid="market-overview">
      <div className="panel__header">
        <h2 id="overview-title" className="panel__title">
          Market overview
        </h2>
      </div>
      <div className="tabs overview__tabs" role="tablist" aria-label="Asset class">
        {TRADING_TYPES.map((type, index) => (
          <button
            key={type}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={tab === type}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === type ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(type)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-testid={`overview-tab-${type}`}
          >
            {type}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${TRADING_TYPES.indexOf(tab)}`}>
        <table className="overview__table">
          <TableHead columns={['Instrument', 'Last price', '24 h change']} />
          <tbody>
            {instrumentsOfType(tab).map((i) => (
              <OverviewRow key={i.symbol} instrument={i} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OverviewRow({ instrument }: { instrument: Instrument }) {
  const live = useLivePrice(instrument.symbol);
  const dayAgo = useDayAgoPrice(instrument.symbol);
  const change = live && dayAgo ? live.price - dayAgo : null;
  const percent = change !== null && dayAgo ? (change / dayAgo) * 100 : null;
  const direction = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return (
    <tr data-testid="overview-row" data-symbol={instrument.symbol}>
      <th scope="row">{instrument.name}</th>
      <td className="overview__num">
        <LivePrice symbol={instrument.symbol} decimals={instrument.decimals} testId="overview-price" />
      </td>
      <td className={`overview__num change change--${direction}`} data-testid="overview-change">
        {change === null || percent === null ? (
          '-'
        ) : (
          <>
            <span className="change__pct">
              <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}</span>
              {percent > 0 ? '+' : ''}
              {percent.toFixed(2)}%
            </span>{' '}
            <span className="change__abs">
              {change > 0 ? '+' : ''}
              {formatPrice(change, instrument.decimals)}
            </span>
          </>
        )}
      </td>
    </tr>
  );
}

/** The close of the hourly candle 24 hours back, refreshed every few minutes. */
function useDayAgoPrice(symbol: string): number | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.candles(symbol, '1h', DAY_OF_HOURS),
    queryFn: ({ signal }) => marketApi.candles(symbol, '1h', signal, DAY_OF_HOURS),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    select: (candles) => candles[0]?.close,
  });
  return data;
}
