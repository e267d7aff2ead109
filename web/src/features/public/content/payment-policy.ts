import { BRAND_NAME } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

export const PAYMENT_POLICY: ArticlePageContent = {
  title: 'Payment Policy',
  lead: `How deposits, withdrawals and refunds work at ${BRAND_NAME}, and what we need from you before money can move.`,
  sections: [
    {
      heading: 'Responsibility for funds',
      body: [
        'You are responsible for the money you deposit and for what you do with it on the platform. We are responsible for keeping an exact record of it: every deposit, trade and withdrawal is written to your account history, and your balance is the sum of those records.',
      ],
    },
    {
      heading: 'Registration in two steps',
      body: [
        {
          ordered: true,
          items: [
            { term: 'Web registration.', text: 'You create your account on this website and complete your profile.' },
            {
              term: 'Identity verification.',
              text: 'You upload a government identity document. We aim to verify it within 10 business days; if more checks are needed, this can take up to 30 working days.',
            },
          ],
        },
        'Withdrawals are paid only to verified accounts.',
      ],
    },
    {
      heading: 'Deposits',
      body: [
        'Accounts are held in US dollars, and deposits are accepted in US dollars only. You can pay by card (at least $10) or send Bitcoin or Ethereum, which is credited as its US dollar value at the rate shown when you make the request (at least $1). A crypto deposit is credited once we have confirmed its receipt.',
        'Card numbers are passed to our payment provider and never stored by us; we keep the last four digits only.',
      ],
    },
    {
      heading: 'Taxes',
      body: ['We do not withhold or pay taxes for you. You are responsible for declaring your results and paying any tax due in your country.'],
    },
    {
      heading: 'Refunds and withdrawals',
      body: [
        'You may withdraw your available real balance at any time; a withdrawal cannot exceed it. We review each request and aim to process it within 5 business days. The amount is held from your balance while the request is pending and returned to it if the request is refused.',
        'To prevent fraud, money is returned to the method it came from wherever possible. A card deposit that has not been traded can be refunded to the same card on request. Demo balances are virtual and are never paid out.',
      ],
    },
    {
      heading: 'Withdrawal methods',
      body: [
        {
          items: [
            { term: 'Crypto wallet:', text: 'give the address of a wallet in your name. Network fees, if any, are deducted from the amount sent.' },
            {
              term: 'Bank transfer:',
              text: 'give the account number, the bank name, the routing number and the account type (checking or savings). Depending on the banks involved, a transfer can take several business days to arrive after we send it.',
            },
          ],
        },
      ],
    },
  ],
};
