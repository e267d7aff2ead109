/** A long wallet address as its first and last six characters, for a narrow screen (the full one stays in the title). */
export const shortWallet = (wallet: string): string => (wallet.length > 16 ? `${wallet.slice(0, 6)}…${wallet.slice(-6)}` : wallet);
