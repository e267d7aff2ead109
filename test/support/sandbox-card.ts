import { SANDBOX_CARDS } from '../../server/src/contracts/funds';

/** A card deposit's request body for the sandbox gateway: the approving test card unless told otherwise. */
export const sandboxCard = (usd: number, cardNumber: string = SANDBOX_CARDS.approves) => ({
  usd_amount: usd,
  card_number: cardNumber,
  cvv: '123',
  holder_name: 'Ann Lee',
  month: 12,
  year: new Date().getUTCFullYear() + 2,
  zip_code: '10001',
});
