// The install prompt's delays and how long a "Later" keeps it away (spec section 9).
export const IOS_INSTRUCTIONS_DELAY_MS = 1500;
export const INSTALL_CARD_DELAY_MS = 2000;
export const DISMISS_SUPPRESSION_MS = 24 * 60 * 60 * 1000;
