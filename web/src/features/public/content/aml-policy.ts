import { MIN_CLIENT_AGE } from '@contracts/limits';
import { BRAND_NAME } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

export const AML_POLICY: ArticlePageContent = {
  title: 'AML and KYC Policy',
  lead: `${BRAND_NAME} does not allow its platform to be used for money laundering, the financing of terrorism or any other crime. This policy describes the checks we make to prevent it.`,
  sections: [
    {
      heading: 'Know your customer',
      body: [
        `Every client must be at least ${MIN_CLIENT_AGE} years old and identify themselves. Registration collects your name, e-mail address, date of birth and address, and asks for a copy of a government identity document:`,
        {
          items: [
            'a passport,',
            "a driver's licence,",
            'a national identity card,',
            'or another official document showing your name, photo and date of birth.',
          ],
        },
        'Our compliance staff check the document against your profile. A verification is pending until they decide, then approved or rejected; after a rejection you may upload a new document. We may ask for more documents, such as a recent proof of address.',
      ],
    },
    {
      heading: 'Monitoring',
      body: [
        'We watch deposits, withdrawals and trading for patterns that do not fit a client’s profile, for example large deposits followed by withdrawals with little trading. Staff actions and every money movement are recorded and cannot be edited.',
      ],
    },
    {
      heading: 'Payments',
      body: [
        {
          items: [
            'Payments must come from an account, card or wallet in your own name. We do not accept payments from third parties.',
            'Withdrawals go back to the method you used to deposit wherever possible.',
            'Cash is never accepted.',
          ],
        },
      ],
    },
    {
      heading: 'What we do when something is wrong',
      body: [
        'We may delay or refuse a payment, ask for more information, or suspend or close an account while we investigate. Where the law requires it, we report suspicious activity to the competent authorities, and we may not be allowed to tell you that we did.',
      ],
    },
    {
      heading: 'Records and training',
      body: [
        'We keep identity and transaction records for at least five years after the end of the relationship. Staff who handle client accounts are trained to recognise and report suspicious activity.',
      ],
    },
  ],
};
