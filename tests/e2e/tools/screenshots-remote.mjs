// The README's "Play a friend" screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots-remote.mjs [out dir, default docs/]
//
// On a phone-sized screen (390 × 844): a Martian Chess game against a friend by link after the
// first move, its "Send your move" panel open (send-link-phone.png), the invitation the
// friend's browser shows (invite-phone.png), and once the friend's answer is in, the players'
// keys in words as the host sees them (keys-phone.png; keys-desktop.png at 1280 × 800).

import path from 'node:path';
import { ROOT, startSite, launchBrowser, newGame, playMoves } from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const site = await startSite();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await page.locator('svg [data-piece]').first().waitFor();
  await newGame(page, { players: 2, seats: { 1: 'friend' } });
  await page.locator('form.new-game').waitFor({ state: 'detached' });
  await playMoves(page, ['d3-d5']);
  const panel = page.locator('.dialog.send-link');
  await panel.waitFor();
  const url = await panel.locator('[data-turn-link]').inputValue();
  await page.screenshot({ path: path.join(OUT, 'send-link-phone.png') });
  console.log(`link: ${url.length} characters`);

  const friend = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const other = await friend.newPage();
  await other.goto(url, { waitUntil: 'domcontentloaded' });
  await other.locator('.dialog.invite').waitFor();
  await other.screenshot({ path: path.join(OUT, 'invite-phone.png') });
  await other.locator('.dialog.invite').getByRole('button', { name: 'Accept' }).click();
  await other.locator('ol.move-list .move').first().waitFor();
  await playMoves(other, ['a6-a4']);
  const answer = other.locator('.dialog.send-link');
  await answer.waitFor();
  const back = await answer.locator('[data-turn-link]').inputValue();
  await page.goto('about:blank');
  await page.goto(back, { waitUntil: 'domcontentloaded' });
  await page.locator('.players-keys summary').click();
  await page.locator('.players-keys[open] dd').first().waitFor();
  await page.locator('.players-keys').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(OUT, 'keys-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(OUT, 'keys-desktop.png') });
} finally {
  await browser.close();
  await site.stop();
}
