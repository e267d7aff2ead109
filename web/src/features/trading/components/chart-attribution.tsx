/**
 * lightweight-charts' licence asks for a link to TradingView on the page that shows the chart; it
 * stands here, under the chart, instead of the library's logo over the candles.
 */
export function ChartAttribution() {
  return (
    <p className="chart-attribution">
      <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" data-testid="chart-attribution">
        Charts by TradingView
      </a>
    </p>
  );
}
