/** The product's display name, in one place so a rename touches one line. */
export const BRAND_NAME = 'TradeWise';

/** Where visitors write to us (the server mails contact messages to its own SUPPORT_EMAIL). Set at build time. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@tradewise.example';

/** A support phone line, if there is one; without it the site says that support works by e-mail. */
export const SUPPORT_PHONE: string | undefined = import.meta.env.VITE_SUPPORT_PHONE || undefined;
