import { BRAND_NAME } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

export const RISK_DISCLOSURE: ArticlePageContent = {
  title: 'Risk Disclosure',
  lead: `This notice explains the main risks of trading on ${BRAND_NAME}. It cannot list every risk. Read it before you trade with real money, and ask us if anything is unclear.`,
  sections: [
    {
      id: 'section-1',
      heading: '1. Leverage and risk-reducing orders',
      body: [
        'Many trading products use leverage: a small deposit controls a large position, so a small price move can cause a loss larger than the deposit. The contracts on our platform are fixed-time contracts without leverage and without margin. The most you can lose on a trade is its stake, and you cannot owe us money because of a trade.',
        'That limit applies to each trade, not to your account. Many losing trades in a row can use up your whole balance, and a run of losses can come quickly.',
        'Orders meant to reduce risk, such as stop-loss or stop-limit orders, are not available: a trade always runs until its expiry. Your only ways to limit risk are the size of each stake, the number of trades you place and the decision to stop.',
      ],
    },
    {
      id: 'section-2',
      heading: '2. Further risks of the contracts and the platform',
      subsections: [
        {
          id: 'section-2-1',
          heading: '2.1 Terms and conditions of contracts',
          body: [
            'Make sure you understand the terms of each contract before you enter it: the instrument, the direction (Buy or Sell), the stake, the expiry time and the payout option. A trade is won when the price at expiry is above the opening price for a Buy, or below it for a Sell; an unchanged price is a draw and the stake is returned. The payout percent is fixed when the trade opens.',
          ],
        },
        {
          id: 'section-2-2',
          heading: '2.2 Suspension or restriction of trading and pricing relationships',
          body: [
            'We may suspend or restrict trading on an instrument, for example during maintenance, a fault of the price feed or unusual market conditions. While trading is suspended you may be unable to open trades. The prices of our platform are our own and may differ from prices quoted elsewhere at the same moment.',
          ],
        },
        {
          id: 'section-2-3',
          heading: '2.3 Deposited cash and property',
          body: [
            'Understand how the money you deposit is held. Balances are recorded in your name in our accounts, but the protection they enjoy if a firm fails depends on the law that applies to it and may be limited. Demo balances are virtual: they have no cash value and cannot be withdrawn.',
          ],
        },
        {
          id: 'section-2-4',
          heading: '2.4 Commission and other charges',
          body: [
            'We do not charge a commission on trades. We earn because the payout of a winning trade is smaller than the stake lost on a losing one. Other costs may apply: the price of a trading plan, and fees that your bank, card issuer or a crypto network charge for a deposit or a withdrawal. Know every cost before you start, because costs reduce any gain and add to any loss.',
          ],
        },
        {
          id: 'section-2-5',
          heading: '2.5 Transactions in other jurisdictions',
          body: [
            'The rules that protect you where you live may not cover a service provided from elsewhere. Trading products like ours are restricted or forbidden in some countries. It is your responsibility to check that you may use the platform where you are.',
          ],
        },
        {
          id: 'section-2-6',
          heading: '2.6 Currency risks',
          body: [
            'Accounts are kept in US dollars. If your own currency is a different one, changes in the exchange rate affect the value of your balance and of your results when converted. Deposits in cryptocurrency are converted to US dollars at the rate of the moment, and that rate can move between your payment and its arrival.',
          ],
        },
        {
          id: 'section-2-7',
          heading: '2.7 Liquidity',
          body: [
            'In thin or hectic markets, prices can jump instead of moving smoothly, so the price at expiry can be far from the price a few seconds earlier. Cryptocurrency markets in particular can swing sharply at any hour, including nights and weekends.',
          ],
        },
        {
          id: 'section-2-8',
          heading: '2.8 Stop loss',
          body: [
            'Our contracts have no stop-loss orders. Even on platforms that offer them, a stop-loss order does not guarantee that a loss is limited to the amount intended: in a fast market it may be filled at a much worse price, or not at all.',
          ],
        },
        {
          id: 'section-2-9',
          heading: '2.9 Execution',
          body: [
            'A trade opens at the platform price at the moment our server receives it. Because of network delays, that price can differ from the one on your screen when you pressed the button. The opening price recorded with the trade is the one that counts.',
          ],
        },
        {
          id: 'section-2-10',
          heading: '2.10 Counterparty risk',
          body: [
            `${BRAND_NAME} is the other party to every trade you place: your winning trades are paid by us. You therefore depend on our ability to pay, which is why we keep every balance and every transfer in a ledger that must always balance.`,
          ],
        },
        {
          id: 'section-2-11',
          heading: '2.11 Trading systems',
          body: [
            'Like any computer system, the platform can fail: software faults, hardware failures and outages of the services it depends on can delay or interrupt trading. We design the platform so that every open trade is settled even after an interruption, but we cannot promise that it will always be available.',
          ],
        },
        {
          id: 'section-2-12',
          heading: '2.12 Electronic trading',
          body: [
            'Trading over the internet depends on your device and your connection as well as ours. A lost connection can keep you from placing a trade or from seeing a result in time. Keep your password secret and your device secure: anyone who signs in to your account can trade with your balance.',
          ],
        },
        {
          id: 'section-2-13',
          heading: '2.13 Over-the-counter transactions',
          body: [
            'Our contracts are not traded on an exchange. They are agreements between you and us, at prices we set, without a central clearing house. It can be harder to judge the fair value of such a contract or to compare it with other offers, and you cannot sell it to someone else before it expires.',
          ],
        },
      ],
    },
  ],
};
