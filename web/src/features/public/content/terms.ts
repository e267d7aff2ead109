import { MIN_CLIENT_AGE, TRADE_LIMITS } from '@contracts/limits';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

export const TERMS: ArticlePageContent = {
  title: 'Terms And Conditions',
  crumb: 'Terms Of Use',
  lead: `These terms form the agreement between you and ${BRAND_NAME} when you use this website and the trading platform. Please read them carefully; by registering you accept them.`,
  sections: [
    {
      heading: '1. Your account',
      body: [
        {
          items: [
            'You must create your account yourself, in your own name, with true and complete details. One person may hold one account.',
            `Trading accounts are for adults: you must be at least ${MIN_CLIENT_AGE} years old. A minor may use the public website, including its guides, only with the permission of a parent or legal guardian, who is responsible for that use.`,
            'Your login details are personal. Do not share them with anyone and do not let anyone else use your account. Tell us at once if you think someone else knows your password.',
            'Tell us about any change to your identifying details (name, address, identity document) within 30 days.',
          ],
        },
      ],
    },
    {
      heading: '2. Credits and trading',
      body: [
        'Your balance is counted in credits, where one credit is one US dollar (in demo mode, one virtual dollar).',
        {
          items: [
            `Trading needs at least one credit: the smallest stake is ${TRADE_LIMITS.minAmount} credit.`,
            'With zero or negative credits you cannot trade.',
            'Trading cannot take your balance below zero. If it becomes negative for another reason, for example a reversed card payment, the amount is due to us, and an account whose balance stays negative for more than two months may be closed.',
          ],
        },
        'A trade is settled on the platform price at its expiry, as recorded by our systems. Prices on this site are currently simulated for demonstration; they are not quotes from an exchange.',
      ],
    },
    {
      heading: '3. Trading plans',
      body: [
        'Trading plans are requested from your account in live mode. A first plan takes effect when it is set; an upgrade takes effect when our team has approved it. The price and the number of trades a day of each plan are listed on the Trading Plans page.',
      ],
    },
    {
      heading: '4. Deposits and withdrawals',
      body: [
        'Deposits, withdrawals, refunds and the checks they need are described in our Payment Policy and our AML and KYC Policy, which are part of these terms.',
      ],
    },
    {
      heading: '5. Ending the agreement',
      body: [
        'You may stop using the service at any time. To close your account, withdraw your balance and write to us.',
        'We may suspend or close an account:',
        {
          items: [
            'in case of fraud or misuse of the service, including attempts to exploit faults of the platform;',
            'if you cause damage to us or to other users;',
            'if the balance stays negative for more than two months;',
            'if you seriously breach these terms or we are required to by law.',
          ],
        },
        'When we close an account for another reason than fraud, we pay out the remaining real balance to you, after the checks required by law.',
      ],
    },
    {
      heading: '6. Liability',
      body: [
        'Trading decisions are yours. We are not liable for losses caused by your trades, by market movements, or by interruptions outside our control. Nothing in these terms limits liability that cannot be limited by law.',
        'Please report any problem with a trade or a payment within 10 days, so that we can investigate it while the records are fresh.',
      ],
    },
    {
      heading: '7. Changes to these terms',
      body: [
        'We may change these terms. We will tell you by e-mail, and a change takes effect 30 days after that notice. If you do not agree with it, you may close your account before then.',
      ],
    },
    {
      heading: '8. Contact',
      body: [`Questions about these terms: write to ${SUPPORT_EMAIL} or use the contact form.`],
    },
  ],
};
