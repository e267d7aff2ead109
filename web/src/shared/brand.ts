/** The product's display name, in one place so a rename touches one line. */
export const BRAND_NAME = 'TradeWise';
