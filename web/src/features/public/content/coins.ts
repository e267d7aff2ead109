import type { ArticlePageContent, ArticleSection } from './article';

/** A coin guide: the article plus the instruments whose trading conditions it shows. */
export interface CoinGuide extends ArticlePageContent {
  /** Symbols of the catalogue traded on this coin. */
  symbols: readonly string[];
}

/** The four steps of a trade, worded for one coin. */
function howToTrade(coin: string, heading = `How to trade ${coin} in four steps`): ArticleSection {
  return {
    heading,
    body: [
      {
        ordered: true,
        items: [
          { term: 'Open an account.', text: 'Register with your e-mail address, complete your profile and confirm your e-mail. It takes a few minutes.' },
          {
            term: 'Fund it, or start in demo.',
            text: 'Deposit in US dollars by card or crypto, or switch to demo mode and trade with virtual money first.',
          },
          {
            term: 'Enter the amount.',
            text: `Choose the ${coin} pair, the amount you want to stake, the expiry time and a payout option. The possible payout is shown before you trade.`,
          },
          {
            term: 'Buy or sell.',
            text: `Press Buy (go long) if you expect ${coin} to be higher at expiry, or Sell (go short) if you expect it to be lower. The trade settles by itself when it expires.`,
          },
        ],
      },
    ],
  };
}

const RISK_REMINDER: ArticleSection = {
  heading: 'Before you start',
  body: [
    'Cryptocurrencies are among the most volatile assets there are: prices can move sharply within minutes. A fixed-time trade is won or lost on a small move, so results can feel random over short periods. Start in demo mode, keep stakes small, and never trade money you cannot afford to lose.',
  ],
};

export const BITCOIN: CoinGuide = {
  title: 'Bitcoin Trading',
  lead: 'Trade the price of Bitcoin against the US dollar without buying coins or managing a wallet.',
  symbols: ['BTCUSD'],
  sections: [
    howToTrade('Bitcoin'),
    {
      heading: 'A short history of Bitcoin',
      body: [
        'Bitcoin was described in a 2008 paper published under the name Satoshi Nakamoto, and its network started in January 2009. It was the first system to let people send value to each other over the internet without a bank or any other central party keeping the ledger.',
        'The first known purchase paid in bitcoin, two pizzas for 10,000 BTC, took place in May 2010. Since then Bitcoin has gone through several booms and crashes, and has become the largest cryptocurrency by market value.',
        'Only 21 million bitcoins can ever exist. The reward paid for new blocks halves roughly every four years, which slows the creation of new coins over time.',
      ],
    },
    {
      heading: 'Why traders follow Bitcoin',
      body: [
        {
          items: [
            { term: 'A market that never closes.', text: 'Bitcoin trades around the clock, every day of the year, so does BTC/USD on our platform.' },
            { term: 'Movement in both directions.', text: 'With Buy and Sell you can take a view on a rise or on a fall.' },
            { term: 'No wallet needed.', text: 'You trade the price only; there are no coins to store and no keys to lose.' },
            { term: 'Small stakes.', text: 'A trade can start from one dollar, which makes it easy to practise with little at stake.' },
          ],
        },
      ],
    },
    RISK_REMINDER,
  ],
};

export const BITCOIN_CASH: CoinGuide = {
  title: 'Bitcoin Cash Trading',
  lead: 'Bitcoin Cash is an offshoot of Bitcoin built for cheaper, faster payments. Trade it against the US dollar or against Bitcoin.',
  symbols: ['BCHUSD', 'BCHBTC'],
  sections: [
    howToTrade('Bitcoin Cash'),
    {
      heading: 'Five facts about Bitcoin Cash',
      body: [
        {
          ordered: true,
          items: [
            { term: 'It began as a fork.', text: 'Bitcoin Cash split from Bitcoin in August 2017 after a long debate about how Bitcoin should grow.' },
            { term: 'Bigger blocks.', text: 'It allows much larger blocks than Bitcoin, so more payments fit in each block and fees stay low.' },
            { term: 'The same supply limit.', text: 'Like Bitcoin, at most 21 million coins can ever exist.' },
            { term: 'The same mining.', text: 'It uses the same proof-of-work algorithm as Bitcoin (SHA-256), so the same machines can mine either coin.' },
            { term: 'Two ways to trade it here.', text: 'BCH/USD follows its dollar price; BCH/BTC follows its value measured in bitcoin.' },
          ],
        },
      ],
    },
    RISK_REMINDER,
  ],
};

export const LITECOIN: CoinGuide = {
  title: 'Litecoin Trading',
  lead: 'One of the oldest cryptocurrencies, often called the silver to Bitcoin’s gold. Trade LTC against the US dollar.',
  symbols: ['LTCUSD'],
  sections: [
    howToTrade('Litecoin'),
    {
      heading: 'What Litecoin is',
      body: [
        'Litecoin was launched in October 2011 by Charlie Lee, then a software engineer, as a lighter and faster version of Bitcoin. Its code is based on Bitcoin’s, with a few deliberate changes.',
        {
          items: [
            { term: 'Faster blocks.', text: 'A new block about every 2.5 minutes, four times as often as Bitcoin.' },
            { term: 'A larger supply.', text: 'At most 84 million coins, four times Bitcoin’s limit.' },
            { term: 'A different algorithm.', text: 'Litecoin is mined with Scrypt rather than SHA-256.' },
          ],
        },
        'Because many new features were tried on Litecoin before Bitcoin, it has long served as a testing ground for the wider market.',
      ],
    },
    {
      heading: 'Trading Litecoin',
      body: [
        'Litecoin usually moves in the same direction as Bitcoin but with larger swings in percentage terms. That makes it attractive to short-term traders and also riskier: a move that is small for Bitcoin can be large for Litecoin.',
      ],
    },
    RISK_REMINDER,
  ],
};

export const ETHEREUM: CoinGuide = {
  title: 'Ethereum Trading',
  lead: 'Ether is the currency of Ethereum, the network that runs smart contracts. Trade it against the US dollar or against Tether (USDT).',
  symbols: ['ETHUSD', 'ETHUSDT'],
  sections: [
    {
      heading: 'What Ethereum is',
      body: [
        'Ethereum went live in July 2015. Besides payments, it runs programs called smart contracts, on which many other tokens and applications are built. Ether (ETH) pays for the computing they use.',
        'In September 2022 Ethereum stopped mining and moved to proof of stake, an upgrade known as the Merge, which cut its energy use drastically.',
      ],
    },
    {
      heading: 'Advantages of trading Ether with us',
      body: [
        {
          items: [
            { term: 'Two pairs.', text: 'ETH/USD against the dollar and ETH/USDT against the most used stablecoin.' },
            { term: 'Open all the time.', text: 'Trade at any hour, on any day, including weekends.' },
            { term: 'Known risk per trade.', text: 'No leverage and no margin: the most a trade can cost is its stake.' },
            { term: 'Same screen, same rules.', text: 'Ether trades exactly like every other instrument on the platform.' },
          ],
        },
      ],
    },
    howToTrade('Ether', 'How to trade Ether'),
    RISK_REMINDER,
  ],
};

export const RIPPLE: CoinGuide = {
  title: 'Ripple Trading',
  lead: 'XRP is the currency of the XRP Ledger, designed for fast and cheap transfers between currencies. Trade it against the US dollar.',
  symbols: ['XRPUSD'],
  sections: [
    howToTrade('XRP'),
    {
      heading: 'Ripple and XRP',
      body: [
        'The XRP Ledger started in 2012. It does not use mining: a group of independent validators agree on each new version of the ledger, and a payment settles in a few seconds for a tiny fee.',
        'Ripple, the company associated with XRP, builds payment products for banks and payment providers on top of it. All 100 billion XRP were created when the ledger started; no new coins are made.',
        'XRP’s legal status in the United States was the subject of a long court case that the US Securities and Exchange Commission brought in December 2020. News about such cases has moved its price sharply in the past.',
      ],
    },
    {
      heading: 'Trading XRP',
      body: [
        'XRP is quoted with four decimals on our platform because its price is much lower than that of Bitcoin or Ether. Its percentage moves are often large, which cuts both ways for a trader.',
      ],
    },
    RISK_REMINDER,
  ],
};
