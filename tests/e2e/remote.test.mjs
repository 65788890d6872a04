// Playing a friend by link, with no server: two (or three) browser contexts with storage of
// their own pass turn links to each other. Martian Chess to its end (with a reload in the
// middle, a stale link and the saved-games marks), a forked link, a tampered move, Sandships
// turns whose dice come from the commit-reveal exchange (equal on both sides), a tampered roll
// and a tampered reveal, and a three-seat round. Every refused link changes nothing saved.

import assert from 'node:assert/strict';
import {
  useApp, appTest, watch, newGame, playMoves, moveTexts, waitForMoves, chooseMoves, currentGameId,
  storedGame, notices, waitForStatus, openLibrary, libraryGames, waitForBoard, axeCheck,
  watchGlides,
} from './harness.mjs';
import { newSandshipsGame } from './sandships-harness.mjs';

useApp();

/** A position where the game ends after c4-d5 b5-a4 d1-c2 d5-c4 (North's zone empties). */
const SHORT = '4/4/4/1p2/2p1/4/4/3p 0 - - 0,0';
const SHORT_GAME = ['c4-d5', 'b5-a4', 'd1-c2', 'd5-c4'];

/** Another browser: a context with storage of its own, watched for problems like the first. */
async function friendBrowser(context, problems) {
  const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 900 } });
  await watch(ctx, problems);
  ctx.setDefaultTimeout(15_000);
  return { ctx, page: await ctx.newPage() };
}

/** The link in the open "Send your move" panel, with the line saying who it is for. */
async function sentLink(page) {
  const panel = page.locator('.dialog.send-link');
  await panel.waitFor().catch(async (e) => {
    const shot = `/tmp/martian-e2e-screens/remote-no-panel-${Date.now()}.png`;
    await page.screenshot({ path: shot }).catch(() => {});
    const status = await page.evaluate(() => document.querySelector('.remote-bar')?.textContent);
    e.message += ` (the page says ${JSON.stringify(await notices(page))}, ${JSON.stringify(status)}; ${shot})`;
    throw e;
  });
  const url = await panel.locator('[data-turn-link]').inputValue();
  const to = (await panel.locator('.send-to').textContent()).trim();
  assert.match(url, /#turn=1&g=/, 'the link carries the game in its fragment');
  assert.equal(await panel.locator('svg.qr path.qr-dark').count(), 1, 'a QR code is drawn in the page');
  await panel.getByRole('button', { name: 'Done' }).click();
  await panel.waitFor({ state: 'detached' });
  return { url, to };
}

/** Opens a link in a page (a fresh load, as a link from a messenger opens). */
async function openLink(page, url) {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('.topbar').waitFor();
}

/** Accepts the invitation the page shows; returns its words. */
async function accept(page) {
  const dialog = page.locator('.dialog.invite');
  await dialog.waitFor();
  const words = (await dialog.locator('p').first().textContent()).trim();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'detached' });
  return words;
}

/** Waits for a message matching `re`; returns every message. */
async function waitForNotice(page, re) {
  try {
    await page.waitForFunction(([s, f]) => [...document.querySelectorAll('.notice')]
      .some((n) => new RegExp(s, f).test(n.textContent)), [re.source, re.flags], { timeout: 10_000 });
  } catch {
    assert.fail(`expected a message matching ${re}; the page says ${JSON.stringify(await notices(page))}`);
  }
  return notices(page);
}

/** Every saved game of the page's storage, by id. */
async function savedGames(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('martian-chess/v3/game/'))
    .map((k) => JSON.parse(localStorage.getItem(k))));
}

appTest('Martian Chess by link: a whole game between two browsers, a reload in the middle, a stale link, saved-games marks', async ({ page: a, context, problems }) => {
  const { ctx, page: b } = await friendBrowser(context, problems);
  try {
    await newGame(a, { players: 2, seats: { 1: 'friend' }, setup: SHORT });
    await a.locator('form.new-game').waitFor({ state: 'detached' });
    assert.equal(await a.locator('.dialog.send-link').count(), 0, 'South moves first: nothing to send yet');
    await playMoves(a, [SHORT_GAME[0]]);
    await a.locator('.dialog.send-link').waitFor();
    await axeCheck(a, 'the Send your move panel');
    const first = await sentLink(a);
    assert.equal(first.to, 'Send this to North: it is their turn');
    await waitForStatus(a, /^Waiting for North/);

    // Saved games marks the game and whose turn it is, and can send its link again.
    await openLibrary(a);
    const [line] = await libraryGames(a);
    assert.match(line.meta, /By link: waiting for North/);
    await a.locator('li.saved-game').getByRole('button', { name: 'Send the link again' }).click();
    assert.equal((await sentLink(a)).url, first.url, 'the same link, sealed once');

    // The friend's browser: the invitation, then the game is theirs to move.
    await openLink(b, first.url);
    await b.locator('.dialog.invite').waitFor();
    await axeCheck(b, 'an invitation by link');
    assert.equal(await accept(b), 'South invites you to a game of Martian Chess; you play North.');
    await waitForMoves(b, 1);
    await waitForStatus(b, /^Your move \(North\)\.$/);
    await playMoves(b, [SHORT_GAME[1]]);
    const second = await sentLink(b);
    assert.equal(second.to, 'Send this to South: it is their turn');

    // A reload in the middle changes nothing; the next link brings the move in.
    await a.reload();
    await waitForBoard(a);
    await waitForStatus(a, /^Waiting for North/);
    // The link opened in the tab that shows the game (only the fragment changes): the
    // friend's move slides in on the board.
    // Every engine: the page animates a moved piece with `Element.animate` (WebKit starts no
    // CSS transition for the `transform` attribute that places pieces), from its old square to
    // the new one.
    await watchGlides(a, '.piece');
    await a.evaluate((url) => { location.hash = new URL(url).hash; }, second.url);
    await waitForNotice(a, /North's link is in \(1 new step\): your turn\./);
    assert.deepEqual(await waitForMoves(a, 2), SHORT_GAME.slice(0, 2));
    await a.waitForFunction(() => window.__glides > 0, null, { timeout: 5_000 })
      .catch(() => assert.fail("the friend's move is not animated on the board"));
    await playMoves(a, [SHORT_GAME[2]]);
    const third = await sentLink(a);
    await openLink(b, third.url);
    await waitForMoves(b, 3);
    await playMoves(b, [SHORT_GAME[3]]);
    await b.locator('.status.result').waitFor();
    const last = await sentLink(b);
    assert.equal(last.to, 'Send this to South: it is their turn', 'the last move still goes to South');
    await openLink(a, last.url);
    assert.deepEqual(await waitForMoves(a, 4), SHORT_GAME);
    await a.locator('.status.result').waitFor();
    const idA = await currentGameId(a);
    const idB = await currentGameId(b);
    assert.equal((await storedGame(a, idA)).record, (await storedGame(b, idB)).record, 'both browsers hold the same game');

    // An old link changes nothing and says so.
    const before = await storedGame(a, idA);
    await openLink(a, second.url);
    await waitForNotice(a, /older than your copy/);
    assert.deepEqual(await moveTexts(a), SHORT_GAME);
    assert.equal((await storedGame(a, idA)).record, before.record, 'nothing saved was touched');
  } finally {
    await ctx.close();
  }
}, { timeout: 240_000 });

appTest('Martian Chess by link: a tampered move is refused, a forked link is kept as a separate game', async ({ page: a, context, problems }) => {
  const { ctx, page: b } = await friendBrowser(context, problems);
  const other = await friendBrowser(context, problems);
  try {
    await newGame(a, { players: 2, seats: { 1: 'friend' } });
    await a.locator('form.new-game').waitFor({ state: 'detached' });
    const [m1, m2] = chooseMoves(2, { pick: 1 });
    await playMoves(a, [m1]);
    const invite = await sentLink(a);
    await openLink(b, invite.url);
    await accept(b);
    await waitForMoves(b, 1);
    await playMoves(b, [m2]);
    const reply = await sentLink(b);

    // A tampered move: the reply's move changed to one the rules refuse.
    const idA = await currentGameId(a);
    const before = await storedGame(a, idA);
    const count = (await savedGames(a)).length;
    const tampered = reply.url.replace(`+${m2}`, '+a1-d8');
    assert.notEqual(tampered, reply.url);
    await openLink(a, tampered);
    await waitForNotice(a, /This link was refused: it holds an illegal move.*Nothing was changed\./);
    assert.deepEqual(await storedGame(a, idA), before, 'nothing saved was touched');
    assert.equal((await savedGames(a)).length, count, 'no game was added');

    // The real reply is taken; then a link from another line of the same game is a fork.
    await openLink(a, reply.url);
    await waitForMoves(a, 2);
    await openLink(other.page, invite.url);
    await accept(other.page);
    await waitForMoves(other.page, 1);
    const [, otherMove] = chooseMoves(2, { pick: 3 });
    assert.notEqual(otherMove, m2);
    await playMoves(other.page, [otherMove]);
    const forked = await sentLink(other.page);
    await openLink(a, forked.url);
    await waitForNotice(a, /does not continue your game: the two part after move 1\. It was kept as a separate game/);
    const games = await savedGames(a);
    assert.equal(games.length, count + 1, 'the fork is a game of its own');
    const original = games.find((g) => g.id === idA);
    assert.equal(original.record, (await storedGame(b, await currentGameId(b))).record, 'the original is as it was');
  } finally {
    await ctx.close();
    await other.ctx.close();
  }
}, { timeout: 240_000 });

/** Rolls (the dice come from the exchange) and ends the turn if it did not pass; returns the record. */
async function sandTurn(page) {
  const id = await currentGameId(page);
  const before = (await storedGame(page, id)).record;
  const roll = page.locator('[data-action=roll]');
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-action=roll]');
    return b && !b.disabled;
  });
  await roll.click();
  await page.waitForFunction(([id, before]) => JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).record !== before, [id, before]);
  // The turn goes on (End turn is shown), or passed at once (a roll with nothing to do: the
  // link to the next seat is shown).
  await page.waitForFunction(() => document.querySelector('[data-action=end]') || document.querySelector('.dialog.send-link'));
  const end = page.locator('[data-action=end]');
  if (await end.count()) await end.click();
  // The end of the turn is saved when the page has handled the click, which can be after the
  // click returns (WebKit, once): the link to send is shown only then, so read the record after it.
  await page.locator('.dialog.send-link').waitFor();
  return (await storedGame(page, id)).record;
}

appTest('Sandships by link: the dice come from both players, equal on both sides; a tampered roll and a tampered reveal are refused', async ({ page: a, context, problems }) => {
  const { ctx, page: b } = await friendBrowser(context, problems);
  try {
    await newSandshipsGame(a, { players: 2, seats: { 1: 'friend' } });
    // Blue's first roll waits for Amber's part: the first link carries Blue's commitment.
    const commit = await sentLink(a);
    assert.equal(commit.to, "Send this to Amber: their device adds its part of your dice, then they send it back");
    assert.match(commit.url, /&dice=0\.1\.[\w-]{22}~&/, "Blue's commitment, no nonce yet");
    assert.ok(await a.locator('[data-action=roll]').isDisabled(), 'Blue cannot roll yet');
    await openLink(b, commit.url);
    assert.equal(await accept(b), 'Blue invites you to a game of Sandships; you play Amber.');
    const answer = await sentLink(b);
    assert.equal(answer.to, 'Send this to Blue: it is their turn');
    await openLink(a, answer.url);
    await waitForNotice(a, /their part of the dice has arrived/);

    const links = [];
    for (let turn = 0; turn < 4; turn++) {
      const [mover, other] = turn % 2 === 0 ? [a, b] : [b, a];
      const record = await sandTurn(mover);
      const link = await sentLink(mover);
      links.push({ link, other, record });
      if (turn === 3) break; // the last link is kept for the tampering below
      await openLink(other, link.url);
      await other.waitForFunction((r) => {
        const id = localStorage.getItem('martian-chess/v3/current');
        return JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).record === r;
      }, record).catch(() => assert.fail('the other side has the same record, rolls included'));
    }
    const { link, other, record } = links[3];
    const idOther = await currentGameId(other);
    const before = await storedGame(other, idOther);

    // A tampered reveal: one character of Amber's revealed value changed.
    const reveal = /([,=])(1\.\d+\.[\w-]{22}\.\d+\.)([\w-])/.exec(link.url);
    assert.ok(reveal, `Amber's chain with its reveal in ${link.url}`);
    const flipped = reveal[3] === 'A' ? 'B' : 'A';
    const badReveal = link.url.replace(reveal[0], `${reveal[1]}${reveal[2]}${flipped}`);
    await openLink(other, badReveal);
    await waitForNotice(other, /dice proof is broken: seat 1's revealed dice value does not match its commitment/);
    assert.deepEqual(await storedGame(other, idOther), before, 'nothing saved was touched');

    // A tampered roll: the faces of a roll in another order (still legal, not what was derived).
    const rolls = [...record.matchAll(/roll ([TBUMZW]{3})/g)].map((m) => m[1]);
    const which = rolls.findIndex((r) => new Set(r).size > 1);
    const r = rolls[which];
    const swapped = r[1] + r[0] + r[2] !== r ? r[1] + r[0] + r[2] : r[0] + r[2] + r[1];
    const badRoll = link.url.replace(`roll+${r}`, `roll+${swapped}`);
    assert.notEqual(badRoll, link.url);
    await openLink(other, badRoll);
    await waitForNotice(other, /This link was refused: its dice proof is broken: the roll at step \d+ .* does not follow from the revealed values/);
    assert.deepEqual(await storedGame(other, idOther), before, 'nothing saved was touched');

    // The real link is taken.
    await openLink(other, link.url);
    await other.waitForFunction((r) => {
      const id = localStorage.getItem('martian-chess/v3/current');
      return JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).record === r;
    }, record);
  } finally {
    await ctx.close();
  }
}, { timeout: 300_000 });

appTest('Sandships by link, three seats: each link goes to the next seat, round the table', async ({ page: a, context, problems }) => {
  const amber = await friendBrowser(context, problems);
  const green = await friendBrowser(context, problems);
  try {
    await newSandshipsGame(a, { players: 3, seats: { 1: 'friend', 2: 'friend' } });
    const commit = await sentLink(a);
    assert.match(commit.to, /^Send this to Amber/);
    await openLink(amber.page, commit.url);
    assert.equal(await accept(amber.page), 'Blue invites you to a game of Sandships; you play Amber.');
    const back = await sentLink(amber.page);
    await openLink(a, back.url);
    await sandTurn(a);
    const toAmber = await sentLink(a);
    assert.equal(toAmber.to, 'Send this to Amber: it is their turn');
    await openLink(amber.page, toAmber.url);
    await sandTurn(amber.page);
    const toGreen = await sentLink(amber.page);
    assert.equal(toGreen.to, 'Send this to Green: it is their turn');
    await openLink(green.page, toGreen.url);
    assert.equal(await accept(green.page), 'Amber invites you to a game of Sandships; you play Green.');
    // Green's first roll needs another player's part: its link goes to Blue and comes back.
    const greenCommit = await sentLink(green.page);
    assert.match(greenCommit.to, /^Send this to Blue: their device adds its part of your dice/);
    await openLink(a, greenCommit.url);
    const forGreen = await sentLink(a);
    assert.equal(forGreen.to, 'Send this to Green: it is their turn');
    await openLink(green.page, forGreen.url);
    const record = await sandTurn(green.page);
    const toBlue = await sentLink(green.page);
    assert.equal(toBlue.to, 'Send this to Blue: it is their turn');
    // Blue's device catches up with Amber's turn (it missed Amber's link to Green) and Green's.
    await openLink(a, toBlue.url);
    await a.waitForFunction((r) => {
      const id = localStorage.getItem('martian-chess/v3/current');
      return JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).record === r;
    }, record);
    assert.equal((record.match(/roll /g) || []).length, 3, 'a roll by each seat');
  } finally {
    await amber.ctx.close();
    await green.ctx.close();
  }
}, { timeout: 300_000 });
