import { describe, expect, it } from 'vitest';
import { authMessages } from '@/contract/messages.auth.en';
import { englishMessage, msg } from '@/contract/messages.en';
import { kitchenMessages } from '@/contract/messages.kitchen.en';
import { menuMessages } from '@/contract/messages.menu.en';
import { onboardingMessages } from '@/contract/messages.onboarding.en';
import { ordersMessages } from '@/contract/messages.orders.en';
import { ticketsMessages } from '@/contract/messages.tickets.en';
import { i18next, initI18n, loadTexts } from '@/i18n';

const tables = { authMessages, ordersMessages, onboardingMessages, kitchenMessages, menuMessages, ticketsMessages };

// The app as it starts: only the sign-in table in the first download, the others on demand.
initI18n(
  { en: { validation: authMessages } },
  {
    foodForm: () => Promise.resolve({ title: 'Add food' }),
    validationMenu: () => Promise.resolve(menuMessages),
    ticketCreate: () => Promise.resolve({}),
    validationTickets: () => Promise.resolve(ticketsMessages),
  },
);

describe('the validation messages, split by feature', () => {
  it('names every key in one table only', () => {
    const keys = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(100);
  });

  it('gives the server the English text of a key from any table', () => {
    expect(englishMessage(msg('emailInvalid'))).toBe('Invalid email format.');
    expect(englishMessage(msg('foodNameRequired'))).toBe('Food name is required.');
    expect(englishMessage(msg('attachmentType'))).toBe(ticketsMessages.attachmentType);
    expect(englishMessage(msg('pauseLengthRequired'))).toBe(kitchenMessages.pauseLengthRequired);
    expect(englishMessage('Some text of the server')).toBe('Some text of the server');
    for (const table of Object.values(tables)) {
      for (const [key, text] of Object.entries(table)) expect(englishMessage(`validation:${key}`)).toBe(text);
    }
  });

  it('shows the sign-in messages at once and a feature\'s once its texts are loaded, by the same key', async () => {
    expect(i18next.t(msg('emailInvalid'))).toBe('Invalid email format.');
    expect(i18next.t(msg('foodNameRequired'))).not.toBe('Food name is required.');
    await loadTexts('foodForm');
    expect(i18next.t(msg('foodNameRequired'))).toBe('Food name is required.');
    expect(i18next.t(msg('ticketTitleRequired'))).not.toBe(ticketsMessages.ticketTitleRequired);
    await loadTexts('ticketCreate');
    expect(i18next.t(msg('ticketTitleRequired'))).toBe(ticketsMessages.ticketTitleRequired);
    expect(i18next.t(msg('emailInvalid'))).toBe('Invalid email format.');
  });
});
