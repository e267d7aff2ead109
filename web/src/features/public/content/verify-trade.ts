import { BRAND_NAME } from '../../../shared/brand';
import type { ArticlePageContent } from './article';

/** The commands of `npm run verify-trade` (scripts of the platform's source), as the page shows them. */
export const VERIFY_RECEIPT_COMMAND = 'npm run verify-trade -- --receipt receipt-<id>.json';
export const VERIFY_TRADE_COMMAND = 'npm run verify-trade -- --target https://<host> --trade <id> --token <access token>';

/** /verify: how a trade's settlement is made provable, and how to check it yourself (DESIGN "Provable settlement"). */
export const VERIFY_TRADE: ArticlePageContent = {
  title: 'How to verify a trade',
  lead: `Every finished trade on ${BRAND_NAME} has a signed receipt. You can check it yourself, offline, with our public key: that its entry and exit prices are the prices we published at the time, and that its outcome follows from them. You do not have to take our word for it.`,
  sections: [
    {
      id: 'how-it-works',
      heading: 'How it works',
      body: [
        {
          items: [
            {
              term: 'Every second’s prices are committed and signed.',
              text: 'Each second, the platform takes every price of every instrument in that second, computes one fingerprint of them all and signs it with its private key. The commitments are published as they are made.',
            },
            {
              term: 'The commitments are chained.',
              text: 'Each commitment includes the one before it. Changing a single price later would change every commitment after it, and the signatures would no longer match: the published prices cannot be rewritten.',
            },
            {
              term: 'Every finished trade has a receipt in a signed batch.',
              text: 'A second or so after a trade ends, its receipt (instrument, direction, stake, entry, exit, outcome and the amount paid) is sealed in a batch with the other trades settled at the same time, and the batch is signed.',
            },
            {
              term: 'You can check it yourself, offline.',
              text: 'The receipt comes with its proofs: that it is in its signed batch, and that its entry and exit prices are among the committed prices of those seconds. With the platform’s public key you can check all of it on your own computer, without relying on our servers or this website.',
            },
          ],
        },
      ],
    },
    {
      id: 'what-is-checked',
      heading: 'What is checked',
      body: [
        {
          items: [
            'The receipt is in its batch, and the batch is signed by the platform.',
            'Every commitment used is signed by the platform, with a key that was valid at that time.',
            'The entry price is a published price of the instrument from the moment the trade opened.',
            'For a trade that ran to its expiry: the exit price is the last published price at or before the expiry, and the outcome and the amount paid follow from the trade’s rules. For a trade closed early: the close, as signed.',
          ],
        },
      ],
    },
    {
      id: 'in-your-account',
      heading: 'In your account',
      body: [
        'Open a finished trade from your trade history or your recent trades. Its detail checks the receipt in your browser and shows the result: “Entry and exit ticks match the published prices; the outcome is signed by the platform”, and, under “What was checked”, each check that held. If anything does not hold, it says “This receipt did not verify” and what failed.',
        'Press “Download receipt” to keep the receipt as a file, receipt-<id>.json, and check it again whenever you like with the command below.',
      ],
    },
    {
      id: 'command-line',
      heading: 'With the command line',
      body: [
        'The check is a command of the platform’s source code: run it in a copy of the source, with Node.js and the packages installed (npm ci). To check a downloaded receipt:',
        { code: VERIFY_RECEIPT_COMMAND },
        'It reads the receipt from the file and checks it on your computer; the public keys are all it may fetch. Give them as a file with --keys FILE (the answer of the public keys’ address below, saved), or have them fetched from the platform with --target https://<host>. Without either, it checks with the keys saved in the receipt file when it was downloaded, and says so.',
        'To fetch a trade of your account from the platform and check it:',
        { code: VERIFY_TRADE_COMMAND },
        '--token is the access token of your signed-in session. The command ends with one of these exit codes:',
        {
          items: [
            { term: '0', text: 'the receipt verified.' },
            { term: '1', text: 'the receipt did not verify; the command says what failed.' },
            { term: '2', text: 'the check could not run (a missing or unreadable file, no answer from the platform).' },
          ],
        },
      ],
    },
    {
      id: 'public-data',
      heading: 'Where the public data is',
      body: [
        'The platform’s public keys, each with the time it signs from (and until, once replaced):',
        { code: 'GET /api/.well-known/settlement-keys' },
        'The signed commitments of a time range, from and to in epoch seconds:',
        { code: 'GET /api/market/commitments?from=&to=' },
        'Each commitment as it is made, live, as the event of the site’s live connection:',
        { code: 'market:commitment' },
      ],
    },
  ],
};
