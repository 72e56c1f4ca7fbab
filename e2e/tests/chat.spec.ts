import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test as base, waitForPage } from '../support/fixtures';
import { confirmByMail, confirmedMember, ownProfileId, secondPage } from '../support/member-pages';
import { signUpByApi } from '../support/members';
import { photoWithGps } from '../support/photos';
import { buyByApi } from '../support/purchases';

/** Bea: the other member of every chat, confirmed, with a photo, in a browser context of her own. */
interface Bea {
  id: number;
  page: Page;
}

/**
 * Each test chats with Bea, set up before it starts; after it, her page must have printed no console
 * error, and her context is closed.
 */
const test = base.extend<{ bea: Bea }>({
  bea: async ({ browser, baseURL }, use) => {
    const other = await secondPage(browser, baseURL);
    const bea = await confirmedMember(other.page, 'Bea');
    await use({ id: bea.id, page: other.page });
    expect(other.errors).toEqual([]);
    await other.page.context().close();
  },
});

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const messages = (page: Page) => page.getByRole('log');

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByText(text, { exact: true })).toBeVisible();
}

/**
 * The member of `page` opens a chat with Bea and writes `text` first; Bea then
 * opens the same conversation and sees it.
 */
async function writeFirstToBea(page: Page, bea: Bea, text: string): Promise<void> {
  await page.goto(`/members/${bea.id}/chat`);
  await waitForPage(page);
  await send(page, text);
  const writerId = await ownProfileId(page);
  await bea.page.goto(`/members/${writerId}/chat`);
  await waitForPage(bea.page);
  await expect(messages(bea.page).getByText(text)).toBeVisible();
}

test('two members chat in real time: list, typing, read state, free messages running out, delete', async ({
  page,
  bea,
  consoleErrors,
}) => {
  const anna = await confirmedMember(page, 'Anna');

  // Bea waits on her conversation list; it is empty.
  await bea.page.goto('/chats');
  await waitForPage(bea.page);
  await expect(bea.page.getByText('You have no conversations yet.')).toBeVisible();

  // Anna opens a chat with Bea from the profile's route: the price shows before sending.
  await page.goto(`/members/${bea.id}/chat`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: /Bea/ })).toBeVisible();
  // An empty conversation offers openers when the member asks; the box closes by its labelled button.
  const openers = page.getByRole('dialog', { name: 'Need an opener?' });
  await expect(openers).toBeHidden();
  await page.getByRole('button', { name: 'Need an opener?' }).click();
  await expect(openers).toBeVisible();
  await openers.getByRole('button', { name: 'Close' }).click();
  await expect(openers).toBeHidden();
  await expect(page.getByTestId('price')).toHaveText('Free · 3 free messages left');
  await send(page, 'Hello Bea, how are you?');
  await expect(page.getByTestId('price')).toHaveText('Free · 2 free messages left');

  // Bea's list shows the new conversation with its unread count, in real time.
  const beaList = bea.page.getByRole('list', { name: 'Conversations' });
  const fromAnna = beaList.getByRole('link', { name: /Anna/ });
  await expect(fromAnna).toContainText('1 unread message');
  await expect(bea.page).toHaveTitle(/^\(1\) /);

  // Bea opens it: unread goes to 0 and Anna sees her message read.
  await fromAnna.click();
  await expect(messages(bea.page).getByText('Hello Bea, how are you?')).toBeVisible();
  await expect(bea.page).not.toHaveTitle(/^\(\d+\) /);
  await expect(messages(page).getByText('Read')).toBeVisible();

  // Bea types: Anna sees the typing indicator; Bea's reply arrives without a reload.
  await composer(bea.page).pressSequentially('Fine, tha', { delay: 40 });
  await expect(page.getByText('Bea is typing…')).toBeVisible();
  await composer(bea.page).pressSequentially('nks!', { delay: 20 });
  await composer(bea.page).press('Enter');
  await expect(messages(page).getByText('Fine, thanks!')).toBeVisible();
  await expect(page.getByText('Bea is typing…')).toBeHidden({ timeout: 10_000 });

  // Anna uses her last free messages; the next one needs credits she does not have.
  await send(page, 'Great to hear.');
  await send(page, 'What are you doing today?');
  // The site's country prices the credits (spec: minimum_message_costs per country).
  // The price line says so before sending, and Enter sends nothing: the text stays in the composer.
  await expect(page.getByTestId('price')).toContainText(/^1 credit · from \S+\s?0\.32\s· Not enough credits/);
  // "Buy credits" replaces Send: to /credits and, after the payment, back to this chat.
  await expect(page.locator('form').getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
    'href',
    `/credits?return=${encodeURIComponent(`/members/${bea.id}/chat`)}`,
  );
  await composer(page).fill('One more?');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('One more?');
  await expect(messages(page).getByText('One more?')).toHaveCount(0);
  const balance = await (await page.request.get('/api/user.php')).json();
  expect(balance.user.credits).toBe(0);

  // Bea received exactly the four messages that were sent.
  await expect(messages(bea.page).getByText('What are you doing today?')).toBeVisible();
  await expect(messages(bea.page).getByText('One more?')).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);

  // Bea deletes the conversation: gone from her list, also after a reload; Anna still has it.
  await bea.page.goto('/chats');
  await waitForPage(bea.page);
  await bea.page.getByRole('button', { name: 'Delete the conversation with Anna' }).click();
  const confirm = bea.page.getByRole('dialog', { name: 'Delete conversation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(beaList.getByRole('link', { name: /Anna/ })).toHaveCount(0);
  expect(await axeViolations(bea.page)).toEqual([]);
  await bea.page.reload();
  await waitForPage(bea.page);
  await expect(bea.page.getByText('You have no conversations yet.')).toBeVisible();
  const annaChats = await (await page.request.get('/api/chats.php')).json();
  expect(annaChats.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([bea.id]);

  expect(anna.id).not.toBe(bea.id);
  // Nothing was refused: the composer did not send what could not be paid.
  expect(consoleErrors).toEqual([]);
});

test('a premium member sends a photo and a gift, each at the price shown; the other member sees both live', async ({
  page,
  bea,
  consoleErrors,
}) => {
  await confirmedMember(page, 'Carla');
  // Two purchases of 10 credits through the sandbox provider: premium, with 20 credits.
  await buyByApi(page.request, { code: 'p0' });
  await buyByApi(page.request, { code: 'p0', method: 'creditcard' });

  await writeFirstToBea(page, bea, 'Hi Bea!');
  await expect(page.getByTestId('chat-credits')).toContainText('19');

  // A photo: its price is on the button; the metadata is gone on the other side too.
  const attach = page.getByRole('button', { name: 'Send a photo (2 credits)' });
  await expect(attach).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await attach.click();
  await (await chooser).setFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
  await expect(messages(bea.page).getByRole('img', { name: 'Photo' })).toBeVisible();
  await expect(page.getByTestId('chat-credits')).toContainText('17');

  // A gift from the catalogue with its price.
  await page.getByRole('button', { name: 'Send a gift' }).click();
  const gifts = page.getByRole('dialog', { name: 'Send Bea a gift' });
  const rose = gifts.getByRole('button', { name: /Rose/ });
  await expect(rose).toContainText('3 credits');
  expect(await axeViolations(page)).toEqual([]);
  await rose.click();
  await expect(gifts).toBeHidden();
  await expect(messages(bea.page).getByText('Gift: Rose')).toBeVisible();
  await expect(page.getByTestId('chat-credits')).toContainText('14');

  // The books: 20 granted, 1 + 2 + 3 spent, each once.
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user.credits).toBe(14);
  expect(consoleErrors).toEqual([]);
});

test('an unconfirmed member may write first but cannot reply until the address is confirmed', async ({
  page,
  bea,
  consoleErrors,
}) => {
  const dora = await signUpByApi(page.request, { name: 'Dora' });
  await writeFirstToBea(page, bea, 'Hi Bea, I am new here.');
  await send(bea.page, 'Welcome, Dora!');

  // Dora sees the answer live, and instead of the input the request to confirm her address.
  await expect(messages(page).getByText('Welcome, Dora!')).toBeVisible();
  const notice = page.getByText('Please confirm your email address first', { exact: false });
  await expect(notice).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Once confirmed by the mail's link, she can reply.
  await confirmByMail(page, dora.email);
  await page.reload();
  await waitForPage(page);
  await expect(notice).toHaveCount(0);
  await send(page, 'Thank you!');
  await expect(messages(bea.page).getByText('Thank you!')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
