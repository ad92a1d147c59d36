// Support tickets offline: a reply written offline with an attachment survives
// a reload (the draft, then the queued reply), and once back online the server has it exactly once,
// file included; a reply queued offline while support closes the ticket ends in "Not saved" with
// the server's reason and the chef's text, and the ticket shows closed; what was seen reads offline.
// Each test has its own chef.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { storedDraft } from './support/onboarding.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { createServerTicket, pdfFile, servedAttachment, serverTicket, serverTickets, supportReplies, supportSetsStatus, TicketScreens } from './support/tickets.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function openTicket(page: Page, request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  const ticket = await createServerTicket(request, chef.token, 'Tablet stopped ringing', 'The tablet no longer rings when an order comes in.');
  await startSignedIn(page, chef);
  const screens = new TicketScreens(page);
  await page.goto(`/tickets/details/${ticket.id}`);
  await expect(screens.heading('Tablet stopped ringing')).toBeVisible();
  await expect(screens.reply).toBeVisible();
  await expectServiceWorkerInControl(page);
  return { chef, ticket, screens };
}

const chefReplies = async (request: APIRequestContext, token: string, id: number) =>
  ((await serverTicket(request, token, id)).messages ?? []).filter((message) => message.author === 'chef');

test('a reply written offline with an attachment survives reloads and reaches the server exactly once', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { chef, ticket, screens } = await openTicket(page, request, 'ticket-offline');
  const receipt = pdfFile('Receipt of the tablet');
  const text = 'Sent from the market, no signal here. The receipt is attached.';

  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. Your reply is kept on this device/)).toBeVisible();
  await screens.type(screens.reply, text);
  await screens.replyAttachInput.setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: receipt,
  });
  await expect(screens.replyAttachmentField).toContainText('receipt.pdf');
  await expect
    .poll(async () => JSON.stringify(await storedDraft(page, 'ticketReply')), {
      message: 'the draft is saved on the device',
    })
    .toMatch(/(?=.*Sent from the market)(?=.*"blob")/);

  await page.reload(); // offline: the service worker serves the app
  await expect(screens.heading('Tablet stopped ringing')).toBeVisible();
  await expect(screens.reply).toHaveValue(text);
  await expect(screens.replyAttachmentField).toContainText('receipt.pdf');
  await expect(page.getByText('We kept the reply you wrote last time on this device.')).toBeVisible();

  await screens.sendReply.click();
  const mine = screens.message(text);
  await expect(mine).toHaveAttribute('data-waiting', 'true');
  await expect(mine).toContainText('Waiting to send');
  await expect(mine.getByTestId('attachment-waiting')).toContainText('receipt.pdf');
  await expect(screens.reply).toHaveValue('');
  await expect
    .poll(() => storedDraft(page, 'ticketReply'), {
      message: 'the draft is gone once the outbox has it',
    })
    .toBeNull();

  await page.reload();
  await expect(screens.message(text)).toHaveAttribute('data-waiting', 'true');
  expect(await chefReplies(request, chef.token, ticket.id), 'nothing was sent while offline').toHaveLength(0);

  await context.setOffline(false);
  await expect(screens.message(text)).toHaveAttribute('data-waiting', 'false', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting reply');
  const replies = await chefReplies(request, chef.token, ticket.id);
  expect(replies, 'it arrived once').toHaveLength(1);
  expect(replies[0]).toMatchObject({
    body: text,
    attachment: {
      name: 'receipt.pdf',
      type: 'application/pdf',
      size: receipt.length,
    },
  });
  expect((await servedAttachment(request, chef.token, replies[0]?.attachment?.url ?? '')).bytes.equals(receipt)).toBe(true);
  await page.reload();
  await expect(screens.messages.filter({ hasText: text })).toHaveCount(1);
  expect(await chefReplies(request, chef.token, ticket.id), 'still once after a reload').toHaveLength(1);
});

test('a reply queued while support closes the ticket ends in "Not saved" with its text', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { chef, ticket, screens } = await openTicket(page, request, 'ticket-closed-meanwhile');
  const text = 'Please check order 42 again: the customer paid twice.';

  await context.setOffline(true);
  await screens.type(screens.reply, text);
  await screens.sendReply.click();
  await expect(screens.message(text)).toHaveAttribute('data-waiting', 'true');
  await supportSetsStatus(request, ticket.id, 'closed');

  await context.setOffline(false);
  const sync = new SyncStatus(page);
  await expect(sync.notSavedButton).toBeVisible({ timeout: 30_000 });
  await expect(screens.closedNotice).toContainText('This ticket is closed.');
  await expect(screens.replyBox).toHaveCount(0);
  await expect(screens.messages.filter({ hasText: text }), 'the refused reply is not left in the thread').toHaveCount(0);
  await sync.openNotSaved();
  const entry = sync.notSavedEntry('Reply to a support ticket');
  await expect(entry).toContainText('This ticket is closed. Open a new ticket if you still need help.');
  await expect(entry).toContainText(text);
  expect(await chefReplies(request, chef.token, ticket.id), 'the server has no reply').toHaveLength(0);
});

test('offline, the list and every ticket seen before still show, with their conversation', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { chef, ticket, screens } = await openTicket(page, request, 'ticket-seen');
  await supportReplies(request, ticket.id, 'Restart the tablet and tell us if it rings again.');
  await expect(screens.message('Restart the tablet')).toBeVisible({ timeout: 15_000 });
  await screens.gotoList();
  await expect(screens.card('Tablet stopped ringing')).toBeVisible();
  expect(await serverTickets(request, chef.token)).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(screens.card('Tablet stopped ringing')).toContainText('Replied');
  await screens.card('Tablet stopped ringing').getByRole('link').click();
  await expect(screens.heading('Tablet stopped ringing')).toBeVisible();
  await expect(screens.messages).toHaveText([/The tablet no longer rings/, /Restart the tablet and tell us/]);
});
