import { SWIPE_GAME_LIKES_PER_DAY } from '@app/shared/contract';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';

test('the swipe game takes likes until the daily limit, then only passes', async ({ page, consoleErrors }) => {
  await signUpByApi(page.request, { name: 'Saga' });
  await page.goto('/swipe-game');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Swipe game' })).toBeVisible();
  const total = SWIPE_GAME_LIKES_PER_DAY;
  await expect(page.getByText(`${total} of ${total} likes left today`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A pass costs nothing; the keyboard works as the buttons do.
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.getByText(`${total} of ${total} likes left today`)).toBeVisible();

  for (let used = 1; used <= total; used++) {
    const like = page.getByRole('button', { name: 'Like', exact: true });
    if (used % 2 === 0) await page.keyboard.press('ArrowRight');
    else await like.click();
    const dialog = page.getByRole('dialog');
    // A like may be a match (the match modal); it closes by its backdrop or Escape.
    if (await dialog.isVisible().catch(() => false)) await page.keyboard.press('Escape');
    if (used < total) await expect(page.getByText(`${total - used} of ${total} likes left today`)).toBeVisible();
  }

  await expect(page.getByText('You have used all your likes for today.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Browse members' })).toBeVisible();

  // The server enforces it, whatever the page does.
  const state = await (await page.request.get('/api/swipe-game.php')).json();
  expect(state.likes_left).toBe(0);
  const refused = await page.request.post('/api/swipe-game.php', {
    data: { profile_id: state.profile.id, action: 'like' },
  });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error).toBe('swipe_limit');
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.getByText('You have used all your likes for today.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
