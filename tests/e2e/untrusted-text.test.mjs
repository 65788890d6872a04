// Text that strangers write is only ever text: a record's tags and comments, a share link, a
// saved game's name and an embed's caption holding markup are shown as written and create no
// element, run nothing. (Every test also fails on any Content Security Policy violation.)

import assert from 'node:assert/strict';
import {
  LOGIC_ONLY, useApp, appTest, siteUrl, waitForBoard, openLibrary, libraryGames, twoHumanGame, playMoves,
} from './harness.mjs';

useApp();

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const RECORD = `[Players "2"]
[Event "${IMG.replaceAll('"', '\\"')} Friday"]
[Seat0 "${SCRIPT}"]
1. d3-d5 {${IMG}} c6-b5 2. d2xd5`;

/** Runs in every page: records elements made after the page's own markup is parsed. */
function watchForElements() {
  window.__made = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        for (const el of [n, ...n.querySelectorAll('*')]) {
          if (['IMG', 'SCRIPT', 'IFRAME', 'OBJECT'].includes(el.tagName)) window.__made.push(el.outerHTML.slice(0, 80));
        }
      }
    }
  });
  const start = () => observer.observe(document, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

async function assertInert(page) {
  assert.deepEqual(await page.evaluate(() => window.__made), [], 'no element was made from the text');
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'nothing ran');
  assert.equal(await page.locator('img').count(), 0, 'no image anywhere');
}

async function openWithPeople(page) {
  const seats = page.locator('form.seats-dialog');
  await seats.waitFor();
  assert.equal(await seats.locator('p.event').textContent(), `${IMG} Friday`, 'the record\'s event is shown as written');
  assert.match(await seats.locator('label[for="open-seat-0"]').textContent(), /South \(<script>window.__xss=2<\/script>\)/);
  await assertInert(page);
  for (const i of [0, 1]) await seats.locator(`#open-seat-${i}`).selectOption('human');
  await seats.getByRole('button', { name: 'Open game' }).click();
  await seats.waitFor({ state: 'detached' });
  await waitForBoard(page);
}

appTest('an imported record with markup in its tags and comments shows it as text', async ({ page }) => {
  await page.evaluate(watchForElements);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.locator('form.dialog.import');
  await dialog.locator('#import-record').fill(RECORD);
  await dialog.getByRole('button', { name: 'Check and open' }).click();
  await openWithPeople(page);
  await openLibrary(page);
  const games = await libraryGames(page);
  assert.ok(games.some((g) => g.title === `${IMG} Friday`), `the saved game is named by the event, as text: ${JSON.stringify(games)}`);
  await assertInert(page);
}, { engines: LOGIC_ONLY });

appTest('a share link carrying markup opens as text', async ({ page }) => {
  await page.addInitScript(watchForElements);
  await page.goto(`${siteUrl()}#game=${encodeURIComponent(RECORD)}`);
  await openWithPeople(page);
  await assertInert(page);
}, { open: false, engines: LOGIC_ONLY });

appTest('a saved game named with markup is listed as text, also after a reload', async ({ page }) => {
  await page.addInitScript(watchForElements);
  await page.goto(siteUrl());
  await waitForBoard(page);
  await twoHumanGame(page);
  await playMoves(page, ['d3-d5']);
  await openLibrary(page);
  await page.getByRole('button', { name: 'Rename' }).first().click();
  const name = `${SCRIPT}${IMG}`;
  await page.locator('form.rename input').fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.waitForFunction((name) => [...document.querySelectorAll('li.saved-game h3')].some((h) => h.textContent.includes(name)), name);
  await assertInert(page);
  await page.reload();
  await waitForBoard(page);
  await openLibrary(page);
  assert.ok((await libraryGames(page)).some((g) => g.title === name), 'the name survives as text');
  await assertInert(page);
}, { open: false, engines: LOGIC_ONLY });

appTest('an embed shows a caption and a record comment holding markup as text', async ({ page }) => {
  await page.addInitScript(watchForElements);
  const fragment = `record=${encodeURIComponent(RECORD)}&ply=1&caption=${encodeURIComponent(SCRIPT + IMG)}`;
  await page.goto(`${siteUrl()}embed.html#${fragment}`);
  await page.locator('.embed-caption').waitFor();
  assert.equal(await page.locator('.embed-caption').textContent(), SCRIPT + IMG);
  assert.equal(await page.locator('.embed-comment').textContent(), IMG, 'the comment after the first move');
  await assertInert(page);
}, { open: false, engines: LOGIC_ONLY });
