// Support tickets: a ticket made with a PDF reaches the server with its file; support's
// reply (the admin command) rings the bell, is marked unread in the list and shows in the thread;
// the chef replies with an image; support closes the ticket and the reply box goes. Every ticket
// rule of spec section 5 shows its message and nothing is sent. Each test has a chef of its own.
import { expect, test } from './support/test.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { photo } from './support/kitchen-edit.ts';
import { adminCommand, approvedChef, serverNotifications } from './support/notifications.ts';
import { createServerTicket, pdfFile, servedAttachment, serverTicket, serverTickets, supportSetsStatus, TicketScreens } from './support/tickets.ts';

// The contract's messages (src/contract/messages.en.ts), as the chef reads them.
const TITLE_REQUIRED = 'Title is required.';
const TITLE_LENGTH = 'Title must be between 5 and 100 characters.';
const DESCRIPTION_REQUIRED = 'Description is required.';
const DESCRIPTION_LENGTH = 'Description must be between 10 and 1000 characters.';
const REPLY_REQUIRED = 'Reply is required.';
const REPLY_LENGTH = 'Reply must be between 5 and 1000 characters.';
const ATTACHMENT_TYPE = 'The attachment must be a PDF, JPG, PNG, DOC or DOCX file.';
const ATTACHMENT_SIZE = 'The attachment is larger than 5 MB.';
const ATTACHMENT_EMPTY = 'The attachment is empty.';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

test('a ticket with a PDF; support replies: bell, unread, thread; a reply with an image; support closes it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const chef = await approvedChef(request, 'ticket-flow');
  await startSignedIn(page, chef);
  const screens = new TicketScreens(page);
  const bell = new NotificationBell(page);

  await screens.gotoList();
  await expect(screens.empty).toContainText('No tickets yet');
  await screens.newTicket.click();
  await expect(screens.heading('New ticket')).toBeVisible();
  const pdf = pdfFile('Payout statement, week 47');
  await screens.type(screens.title, 'Payout for week 47 missing');
  await screens.type(screens.description, 'My payout for week 47 did not arrive. The statement is attached.');
  await screens.attachInput.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(screens.attachmentField).toContainText('statement.pdf');
  await screens.send.click();

  await expect(new Toasts(page).of('success', 'Ticket sent')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(new RegExp(`/tickets/details/${UUID.source}$`));
  await expect(screens.heading('Payout for week 47 missing')).toBeVisible();
  await expect(screens.messages.first()).toContainText('My payout for week 47 did not arrive.');
  const [stored] = await serverTickets(request, chef.token);
  expect(stored).toMatchObject({
    title: 'Payout for week 47 missing',
    status: 'open',
    attachment: {
      name: 'statement.pdf',
      type: 'application/pdf',
      size: pdf.length,
    },
  });
  expect(page.url()).toContain(stored?.client_id ?? 'no client id');
  expect((await servedAttachment(request, chef.token, stored?.attachment?.url ?? '')).bytes.equals(pdf), 'the server has the very file').toBe(true);
  // The chef downloads it again through the app (an authenticated fetch, never a public address).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download statement.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('statement.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(pdf), 'the downloaded file is the PDF').toBe(true);

  await screens.gotoList();
  await expect(screens.card('Payout for week 47 missing')).toContainText('Open');
  const before = (await serverNotifications(request, chef.token)).filter((notification) => notification.read_at === null).length;
  await expect(bell.button).toHaveAccessibleName(bellName(before));
  const id = stored?.id ?? 0;
  await adminCommand(baseURL ?? '', ['ticket-reply', String(id), 'We found it: the payout goes out tomorrow.']);

  await expect(bell.button).toHaveAccessibleName(bellName(before + 1), { timeout: 15_000 });
  const card = screens.card('Payout for week 47 missing');
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card).toContainText('1 new reply');
  await expect(card).toContainText('Replied');
  expect(Number(await card.getByTestId('ticket-title').evaluate((title) => getComputedStyle(title).fontWeight))).toBeGreaterThanOrEqual(700);

  await card.getByRole('link').click();
  const support = screens.message('We found it: the payout goes out tomorrow.');
  await expect(support).toHaveAttribute('data-author', 'admin');
  await expect(support).toContainText('Support');
  await expect.poll(async () => (await serverTicket(request, chef.token, id)).unread_replies, { message: 'opening it marked it read' }).toBe(0);

  const image = await photo(page, 400, 300);
  await screens.type(screens.reply, 'Thank you! Here is the bank screen.');
  await screens.replyAttachInput.setInputFiles({
    name: 'bank.jpg',
    mimeType: 'image/jpeg',
    buffer: image,
  });
  await expect(
    screens.replyAttachmentField.getByRole('img', {
      name: 'Preview of bank.jpg',
    }),
  ).toBeVisible();
  await screens.sendReply.click();
  const mine = screens.message('Thank you! Here is the bank screen.');
  await expect(mine).toHaveAttribute('data-author', 'chef');
  await expect(page.getByTestId('reply-progress')).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
  await expect(mine).toHaveAttribute('data-waiting', 'false');
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting reply');
  await expect.poll(async () => await mine.getByTestId('attachment-image').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the image opens in the thread' }).toBe(400);
  const replied = await serverTicket(request, chef.token, id);
  expect(replied.status).toBe('waiting_reply');
  const last = replied.messages?.at(-1);
  expect(last).toMatchObject({
    author: 'chef',
    body: 'Thank you! Here is the bank screen.',
    attachment: { name: 'bank.jpg', type: 'image/jpeg', size: image.length },
  });
  expect(
    replied.messages?.filter((message) => message.author === 'chef'),
    'sent once',
  ).toHaveLength(1);

  await supportSetsStatus(request, id, 'closed');
  await expect(screens.closedNotice).toContainText('This ticket is closed.', {
    timeout: 15_000,
  });
  await expect(screens.replyBox).toHaveCount(0);
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
});

test('every ticket rule shows its message, and nothing is sent', async ({ page, request }) => {
  test.setTimeout(60_000);
  const chef = await approvedChef(request, 'ticket-rules');
  await startSignedIn(page, chef);
  const screens = new TicketScreens(page);
  await screens.gotoCreate();

  await screens.send.click();
  await expect(screens.title).toHaveAccessibleErrorMessage(TITLE_REQUIRED);
  await expect(screens.description).toHaveAccessibleErrorMessage(DESCRIPTION_REQUIRED);
  await screens.type(screens.title, 'Help');
  await expect(screens.title).toHaveAccessibleErrorMessage(TITLE_LENGTH);
  await screens.type(screens.title, 'x'.repeat(101));
  await expect(screens.title).toHaveAccessibleErrorMessage(TITLE_LENGTH);
  await screens.type(screens.title, 'Hello');
  await expect(screens.title).not.toHaveAccessibleErrorMessage(/./);
  await screens.type(screens.description, 'Too short');
  await expect(screens.description).toHaveAccessibleErrorMessage(DESCRIPTION_LENGTH);
  await screens.type(screens.description, 'y'.repeat(1001));
  await expect(screens.description).toHaveAccessibleErrorMessage(DESCRIPTION_LENGTH);

  // The attachment is checked on the device, by its content and size, before anything is sent.
  await screens.attachInput.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some notes, not a PDF'),
  });
  await expect(screens.attachmentField).toContainText(ATTACHMENT_TYPE);
  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
  tooLarge.write('%PDF-1.4');
  await screens.attachInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: tooLarge,
  });
  await expect(screens.attachmentField).toContainText(ATTACHMENT_SIZE);
  await screens.attachInput.setInputFiles({ name: 'empty.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.alloc(0) });
  await expect(screens.attachmentField).toContainText(ATTACHMENT_EMPTY);
  await expect(page.getByTestId('attachment-chosen')).toHaveCount(0);
  expect(await serverTickets(request, chef.token), 'nothing was sent').toHaveLength(0);

  const ticket = await createServerTicket(request, chef.token, 'A question about fees', 'How are the fees counted for pickups?');
  await page.goto(`/tickets/details/${ticket.id}`);
  await expect(screens.heading('A question about fees')).toBeVisible();
  await screens.sendReply.click();
  await expect(screens.reply).toHaveAccessibleErrorMessage(REPLY_REQUIRED);
  await screens.type(screens.reply, 'Four');
  await expect(screens.reply).toHaveAccessibleErrorMessage(REPLY_LENGTH);
  await screens.type(screens.reply, 'z'.repeat(1001));
  await expect(screens.reply).toHaveAccessibleErrorMessage(REPLY_LENGTH);
  await screens.replyAttachInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(screens.replyAttachmentField).toContainText(ATTACHMENT_TYPE);
  expect((await serverTicket(request, chef.token, ticket.id)).messages ?? [], 'no reply was sent').toHaveLength(0);
});
