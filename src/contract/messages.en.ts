// The validation messages of the contract, in English (spec section 5), split by feature so the
// sign-in screens download only their own: messages.auth.en.ts (the first download, i18next
// namespace `validation`), then orders, onboarding, kitchen, menu and tickets, each loaded with its
// feature's texts (src/i18n: `loadTexts`). Schemas carry one key form whatever the table,
// `validation:foodNameRequired`; the app finds it in the loaded tables, the server answers the
// English text (`englishMessage`, which reads every table).
import { authMessages } from './messages.auth.en.ts';
import { kitchenMessages } from './messages.kitchen.en.ts';
import { menuMessages } from './messages.menu.en.ts';
import { onboardingMessages } from './messages.onboarding.en.ts';
import { ordersMessages } from './messages.orders.en.ts';
import { ticketsMessages } from './messages.tickets.en.ts';

export type ValidationMessageKey =
  | keyof typeof authMessages
  | keyof typeof ordersMessages
  | keyof typeof onboardingMessages
  | keyof typeof kitchenMessages
  | keyof typeof menuMessages
  | keyof typeof ticketsMessages;

/** The key a schema carries for a message, as i18next reads it: `validation:emailInvalid`. */
export const msg = (key: ValidationMessageKey): string => `validation:${key}`;

/** Every table, for the server and tests (the app's sign-in never calls `englishMessage`, so its
 * bundle keeps only the sign-in table). */
const tables: Readonly<Record<string, string>>[] = [authMessages, ordersMessages, onboardingMessages, kitchenMessages, menuMessages, ticketsMessages];

/** English text for a key produced by `msg`; unknown text is returned as it is. */
export function englishMessage(keyOrText: string): string {
  const key = keyOrText.startsWith('validation:') ? keyOrText.slice('validation:'.length) : keyOrText;
  const table = tables.find((messages) => Object.hasOwn(messages, key));
  return table?.[key] ?? keyOrText;
}
