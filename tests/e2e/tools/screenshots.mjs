// The README's screenshots, taken by hand (not part of the test suite):
//   node tests/e2e/tools/screenshots.mjs [out dir, default docs/]
//
// Drives the release build (a copy of dist/ served from 127.0.0.1/martian/, as the suite does)
// in Debian's headless Chromium and writes:
// - screenshot-desktop.png, screenshot-phone.png: a game in progress;
// - rules-page-desktop.png, rules-page-phone.png: the example rules page with its boards;
// - rules-page-sandships.png: its Sandships section (a record stepped through, a game to play);
// - embed-dialog.png: the Embed dialog with a drawn arrow, a mark and a caption;
// - learn-lesson.png: a Learn lesson after a wrong move was explained.

import path from 'node:path';
import {
  ROOT, startSite, launchBrowser, waitForBoard, twoHumanGame, playMoves, drag,
} from '../harness.mjs';

const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const DESKTOP = { viewport: { width: 1280, height: 860 } };
const TALL = { viewport: { width: 1280, height: 1100 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const site = await startSite();
const browser = await launchBrowser();

async function openApp(options) {
  const context = await browser.newContext({ ...options, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(site.url, { waitUntil: 'domcontentloaded' });
  await waitForBoard(page);
  return { context, page };
}

async function openMenu(page) {
  const toggle = page.locator('button.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

async function gameInProgress(options, file) {
  const { context, page } = await openApp(options);
  await twoHumanGame(page);
  await playMoves(page, ['d3-d5', 'c6-b5', 'd2xd5', 'b6-c5']);
  await page.locator('svg.board [data-square="c3"]').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, file) });
  await context.close();
}

async function rulesPage(options, file, heading = 2) {
  const context = await browser.newContext({ ...options, colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${site.url}examples/rules-page.html`);
  const frames = page.locator('iframe');
  await frames.first().waitFor();
  const count = await frames.count();
  for (let i = 0; i < count; i++) {
    await frames.nth(i).scrollIntoViewIfNeeded();
    await page.frameLocator('iframe').nth(i).locator('svg.board [data-square], svg.sand-board [data-spire-piece]').first().waitFor();
  }
  // By default the third board (a game to step through, with its comment), its heading at the top.
  await page.locator('h2').nth(heading).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 8));
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, file) });
  await context.close();
}

async function embedDialog() {
  const { context, page } = await openApp(DESKTOP);
  await twoHumanGame(page);
  await playMoves(page, ['d3-d5', 'c6-b5']);
  await openMenu(page);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.locator('.dialog.embed-dialog');
  await dialog.waitFor();
  await dialog.locator('#embed-mode').selectOption('step');
  await dialog.locator('#embed-ply').selectOption('1');
  const centre = async (square) => {
    const id = (square.charCodeAt(1) - 49) * 8 + (square.charCodeAt(0) - 97);
    const box = await page.locator(`.drawing-board [data-sq-id="${id}"]`).first().boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const a = await centre('c6');
  const b = await centre('b5');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  const d5 = await centre('d5');
  await page.keyboard.down('Shift');
  await page.mouse.click(d5.x, d5.y);
  await page.keyboard.up('Shift');
  await dialog.locator('#embed-caption').fill('North answers the pawn with a drone');
  await page.frameLocator('.preview-frame').locator('.embed-caption').filter({ hasText: 'North answers' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, 'embed-dialog.png') });
  await context.close();
}

async function learnLesson() {
  const { context, page } = await openApp(DESKTOP);
  await page.getByRole('link', { name: 'Learn', exact: true }).click();
  await page.locator('main.learn').waitFor();
  // The first step: a pawn of the other zone is not ours to move.
  const from = await page.locator('svg.board [data-piece]').last().getAttribute('data-at');
  const to = from.replace(/\d$/, (r) => String(Number(r) - 1));
  await drag(page, from, to).catch(() => {});
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, 'learn-lesson.png') });
  await context.close();
}

try {
  await gameInProgress(DESKTOP, 'screenshot-desktop.png');
  await gameInProgress(PHONE, 'screenshot-phone.png');
  await rulesPage(TALL, 'rules-page-desktop.png');
  await rulesPage(PHONE, 'rules-page-phone.png');
  await rulesPage(TALL, 'rules-page-sandships.png', 7);
  await embedDialog();
  await learnLesson();
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await site.close();
}
