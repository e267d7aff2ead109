import { PriceChart } from '../../trading/components/price-chart';
import { MarketOverview } from '../components/market/market-overview';
import { TechnicalAnalysis } from '../components/market/technical-analysis';
import { PageHero } from '../components/page-hero';
import { SimulatedNote } from '../components/simulated-note';

/** A year of daily candles. */
const DAILY_HISTORY = 365;

/** Our own market tools: a daily BTC/USD chart, a technical analysis panel and a market overview. */
export function FinancialInstrumentsPage() {
  return (
    <>
      <PageHero
        title="Financial Instruments"
        lead="Every instrument of the platform, with its live price, its change over the last 24 hours, a daily chart and a technical summary."
      />
      <div className="public-section instruments">
        <section className="card panel instruments__chart" aria-labelledby="daily-chart-title">
          <div className="panel__header">
            <h2 id="daily-chart-title" className="panel__title">
              BTC/USD, daily candles
            </h2>
          </div>
          <PriceChart symbol="BTCUSD" decimals={2} interval="1d" limit={DAILY_HISTORY} className="chart--large" />
          <SimulatedNote />
        </section>
        <div className="instruments__grid">
          <TechnicalAnalysis />
          <MarketOverview />
        </div>
      </div>
    </>
  );
}
