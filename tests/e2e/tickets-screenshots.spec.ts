// The ticket screens on a phone (390 x 844) and a desktop (1280 x 800), light and dark: axe finds
// nothing (the list with an unread reply and a closed ticket, create with a chosen image and its
// messages, a conversation with both sides and the reply box), screenshots for people to look at
// (tests/e2e/screenshots/, git-ignored); on a phone every control is 44 px and nothing scrolls
// sideways at 320 px. A fresh approved chef per test; support's side through the admin API. One
// page per size: each state is checked and shot in light, then in dark (the colour mode switched
// in place).
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { defaultLayout, expectNoHorizontalScroll, openPage } from './support/a11y.ts';
import { photo } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';
import { createServerTicket, supportReplies, supportSetsStatus, TicketScreens } from './support/tickets.ts';

async function someTickets(request: APIRequestContext, token: string) {
  const closed = await createServerTicket(request, token, 'Menu photo upload failed', 'The photo of my soup would not upload yesterday evening.');
  await supportReplies(request, closed.id, 'It works again: the storage was full for an hour.', 'closed');
  const replied = await createServerTicket(request, token, 'Payout for week 47 missing', 'My payout for week 47 did not arrive. Could you check it?');
  await supportReplies(request, replied.id, 'We found it: the payout goes out tomorrow morning.');
  return { replied, closed };
}

for (const size of screenshotSizes) {
  test(`ticket screens: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const chef = await approvedChef(request, `ticket-shots-${size.name}`);
    const { replied, closed } = await someTickets(request, chef.token);
    const { context, page } = await openPage(browser, {
      size: size.viewport,
      layout: defaultLayout('light'),
      chef,
    });
    try {
      const suffix = size.name;
      const screens = new TicketScreens(page);
      await screens.gotoList();
      await expect(screens.cards).toHaveCount(2);
      await expect(screens.card('Payout for week 47 missing')).toHaveAttribute('data-unread', 'true');
      await axeAndSaveLightAndDark(page, `tickets list, ${suffix}`, `tickets-list-${suffix}`);

      await screens.gotoCreate();
      await screens.type(screens.title, 'Customer address wrong');
      await screens.type(screens.description, 'Short');
      await screens.attachInput.setInputFiles({
        name: 'address.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(page, 400, 300),
      });
      await expect(page.getByTestId('attachment-chosen')).toContainText('address.jpg');
      await expect(screens.description).toHaveAccessibleErrorMessage(/./);
      await axeAndSaveLightAndDark(page, `create ticket, ${suffix}`, `ticket-create-${suffix}`);

      await page.goto(`/tickets/details/${replied.id}`);
      await expect(screens.message('We found it')).toBeVisible();
      await axeAndSaveLightAndDark(page, `ticket details, ${suffix}`, `ticket-details-${suffix}`);

      await page.goto(`/tickets/details/${closed.id}`);
      await expect(screens.closedNotice).toBeVisible();
      await axeAndSaveLightAndDark(page, `closed ticket, ${suffix}`, `ticket-closed-${suffix}`);
    } finally {
      await context.close();
    }
  });
}

async function expectThumbSized(target: Locator, name: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(44);
}

test('on a phone every ticket control is 44 px, and nothing scrolls sideways at 320 px', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const chef = await approvedChef(request, 'ticket-targets');
  const { replied } = await someTickets(request, chef.token);
  await supportSetsStatus(request, replied.id, 'resolved');
  const { context, page } = await openPage(browser, {
    size: { width: 390, height: 844 },
    layout: defaultLayout('light'),
    chef,
  });
  try {
    const screens = new TicketScreens(page);
    await screens.gotoList();
    await expect(screens.cards).toHaveCount(2);
    for (const [control, name] of [
      [screens.newTicket, 'new ticket'],
      [screens.statusFilter, 'status filter'],
      [screens.card('Payout for week 47 missing').getByRole('link'), 'a ticket'],
    ] as [Locator, string][])
      await expectThumbSized(control, name);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalScroll(page, 'tickets list at 320 px');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tickets/details/${replied.id}`);
    await expect(page.getByTestId('ticket-resolved')).toContainText('a reply reopens it');
    await screens.replyAttachInput.setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: await photoPng(page),
    });
    for (const [control, name] of [
      [page.getByRole('link', { name: 'All tickets' }), 'back link'],
      [screens.reply, 'reply'],
      [page.getByRole('button', { name: 'Choose another file' }), 'attach'],
      [page.getByRole('button', { name: 'Remove screen.png' }), 'remove attachment'],
      [screens.sendReply, 'send reply'],
    ] as [Locator, string][])
      await expectThumbSized(control, name);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalScroll(page, 'ticket details at 320 px');

    await screens.gotoCreate();
    await expectNoHorizontalScroll(page, 'create ticket at 320 px');
  } finally {
    await context.close();
  }
});

/** A small PNG drawn by the page. */
async function photoPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 300, 200);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}
