import { BRAND_NAME, SUPPORT_EMAIL } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

export const PRIVACY: ArticlePageContent = {
  title: 'Privacy Policy',
  lead: `This policy explains which personal data ${BRAND_NAME} collects, why, how long we keep it and what your rights are.`,
  sections: [
    {
      heading: 'What we collect',
      body: [
        {
          items: [
            {
              term: 'Account details:',
              text: 'your name, e-mail address, phone number (if you give it), password (stored only as a salted hash), gender, date of birth and address.',
            },
            { term: 'Identity documents:', text: 'the copy of a government ID you upload for verification.' },
            {
              term: 'Trading and payment records:',
              text: 'your trades, deposits, withdrawals and plan requests. Of a card we keep only the last four digits, never the full number.',
            },
            { term: 'Technical data:', text: 'your IP address and the time of your requests, used to secure the service and to limit abuse.' },
            { term: 'Messages:', text: 'what you send us through the contact form or by e-mail.' },
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      body: [
        {
          items: [
            'to open and run your account, settle your trades and process your payments;',
            'to verify your identity and prevent fraud and money laundering, as the law requires;',
            'to keep the platform secure;',
            'to answer your questions and tell you about changes to our terms.',
          ],
        },
        'We do not sell your data, and we do not use it for advertising by others.',
      ],
    },
    {
      heading: 'Who receives it',
      body: [
        'Only those who need it to provide the service: our staff, within their role; payment and e-mail providers acting on our instructions; and authorities where the law obliges us to disclose it.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      body: [
        'We use no advertising cookies and no third-party trackers, and this website loads nothing from other sites. Your browser stores your session (so you stay signed in) and your chosen trading mode in its local storage; signing out removes the session.',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'Account data is kept while your account is open. After it is closed, we keep the records the law requires, such as identity checks and transaction records, for as long as it requires, usually five years, and delete the rest.',
      ],
    },
    {
      heading: 'Your rights',
      body: [
        'You may ask for a copy of your data, have it corrected or deleted, object to a use of it or ask for it in a portable format, within the limits of the law. We do not send advertising e-mails unless you ask for them; if you opt out, we stop within 7 business days.',
        `Write to ${SUPPORT_EMAIL} for any of these requests. You may also complain to the data protection authority of your country.`,
      ],
    },
    {
      heading: 'Changes',
      body: ['If we change this policy, we publish the new version here and tell registered users by e-mail before it applies.'],
    },
  ],
};
