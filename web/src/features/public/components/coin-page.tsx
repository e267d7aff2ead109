import type { CoinGuide } from '../content/coins';
import { Article } from './article';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { TradingConditions } from './trading-conditions';

/** A coin guide: the article beside its instruments' live trading conditions. */
export function CoinPage({ guide }: { guide: CoinGuide }) {
  return (
    <>
      <PageHero title={guide.title} crumb={guide.crumb} lead={guide.lead} />
      <div className="public-section coin-page">
        <Article sections={guide.sections} />
        <div className="coin-page__aside">
          <TradingConditions symbols={guide.symbols} />
        </div>
      </div>
      <div className="public-section">
        <CtaBand />
      </div>
    </>
  );
}
