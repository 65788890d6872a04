// Playing a friend by link, with no server: two (or three) browser contexts with storage of
// their own pass turn links to each other. Martian Chess to its end (with a reload in the
// middle, a stale link and the saved-games marks), a tampered move, a header put in a record on
// its way, an invitation answered
// by someone else, a fork signed by the player's own key and kept only when the player says
// so, Sandships turns whose dice come from the commit-reveal exchange (equal on both sides), a
// tampered roll and a tampered reveal, a three-seat round, and the cheats of a player who
// signs what they can: a link naming a third seat as its sender and a dice value chosen by the
// roller in another player's name. Every refused link is refused in words and changes nothing
// saved.

import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {
  useApp, LOGIC_ONLY, appTest, watch, newGame, playMoves, moveTexts, waitForMoves, chooseMoves, currentGameId,
  storedGame, notices, waitForStatus, openLibrary, libraryGames, waitForBoard, axeCheck,
  watchGlides, storageEntries, recordMoves, legalMoves, positionAfter, pageSummary,
} from './harness.mjs';
import { newSandshipsGame } from './sandships-harness.mjs';

useApp();

/** A position where the game ends after c4-d5 b5-a4 d1-c2 d5-c4 (North's zone empties). */
const SHORT = '4/4/4/1p2/2p1/4/4/3p 0 - - 0,0';
const SHORT_GAME = ['c4-d5', 'b5-a4', 'd1-c2', 'd5-c4'];

/** Another browser: a context with storage of its own, watched for problems like the first. */
async function friendBrowser(context, problems) {
  trackRequests(context);
  const ctx = await context.browser().newContext({ viewport: { width: 1280, height: 900 } });
  trackRequests(ctx);
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
  assert.match(url, /#turn=4&(z|g)=/, 'the link carries the game in its fragment');
  assert.equal(await panel.locator('svg.qr path.qr-dark').count(), 1, 'a QR code is drawn in the page');
  await panel.getByRole('button', { name: 'Done' }).click();
  await panel.waitFor({ state: 'detached' });
  return { url, to };
}

/** The same link with its fields written plainly (the app reads both; a long one is deflated). */
function plainLink(url) {
  const [base, fragment] = url.split('#');
  const packed = /^turn=4&z=([\w-]+)$/.exec(fragment);
  if (!packed) return url;
  return `${base}#turn=4&${zlib.inflateRawSync(Buffer.from(packed[1], 'base64url')).toString()}`;
}

/** The requests of each browser context still under way (the page's and its workers'). */
const inFlight = new WeakMap();

/** Starts counting a context's requests under way. */
function trackRequests(context) {
  if (inFlight.has(context)) return;
  const open = new Set();
  context.on('request', (r) => open.add(r));
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
  inFlight.set(context, open);
}

/** Waits until a context has no request under way; fails, naming them, when none of them has
 * finished for 60 s (a fetch that hangs, not a slow machine). */
async function settled(context) {
  const open = inFlight.get(context) ?? new Set();
  let last = open.size;
  let moved = Date.now();
  while (open.size) {
    await new Promise((done) => setTimeout(done, 50));
    if (open.size !== last) {
      last = open.size;
      moved = Date.now();
    } else if (Date.now() - moved > 60_000) {
      assert.fail(`requests still under way after 60 s with none finishing: ${[...open].map((r) => r.url()).join(', ')}`);
    }
  }
}

/** Opens a link in a page (a fresh load, as a link from a messenger opens). The page it
 * leaves has finished loading (the computer's worker fetches its wasm after the page is up:
 * leaving in the middle would abort that fetch, which the harness counts as a problem). */
async function openLink(page, url) {
  await settled(page.context());
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
    // The page is often a friend's, in a context of its own that the harness does not show.
    const shot = `/tmp/martian-e2e-screens/remote-no-notice-${Date.now()}.png`;
    await page.screenshot({ path: shot }).catch(() => {});
    assert.fail(`expected a message matching ${re}; the page says ${JSON.stringify(await notices(page))}; `
      + `${await pageSummary(page)} (${shot})`);
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

appTest('Martian Chess by link: a tampered move and a stolen invitation are refused, a forked link is kept only when the player says so', async ({ page: a, context, problems }) => {
  const { ctx, page: b } = await friendBrowser(context, problems);
  const other = await friendBrowser(context, problems);
  const twin = await friendBrowser(context, problems);
  try {
    await newGame(a, { players: 2, seats: { 1: 'friend' } });
    await a.locator('form.new-game').waitFor({ state: 'detached' });
    const [m1, m2, m3, m4] = chooseMoves(4, { pick: 1 });
    await playMoves(a, [m1]);
    const invite = await sentLink(a);
    await openLink(b, invite.url);
    await accept(b);
    await waitForMoves(b, 1);
    await playMoves(b, [m2]);
    const reply = await sentLink(b);

    // A tampered move: the reply's move changed to one the rules refuse.
    const idA = await currentGameId(a);
    const count = (await savedGames(a)).length;
    const tampered = reply.url.replace(`+${m2}`, '+a1-d8');
    assert.notEqual(tampered, reply.url);
    await refusedUnchanged(a, tampered, /This link was refused: it holds an illegal move.*Nothing was changed\./);

    // The reply's record with a header put in on the way, every move and signature as sent:
    // North starts with 20 points. Refused in words, nothing saved changes.
    const header = plainLink(reply.url).replace(/&rec=(\[[^\]]*\]%0A)/,
      '&rec=$1[Setup+%22qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq+0+-+-+0,20%22]%0A');
    assert.match(header, /%22\]%0A\[Setup\+/, 'the header is in the record');
    await refusedUnchanged(a, header, /This link was refused: it starts the game from another position or with other rules than your copy\. Nothing was changed\./);

    // The real reply is taken.
    await openLink(a, reply.url);
    await waitForMoves(a, 2);

    // Every device shows every player's key in words, its own too, and the two screens agree.
    const keysOn = async (page) => {
      await page.locator('.players-keys').waitFor();
      return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.players-keys dt')]
        .map((dt) => [dt.textContent.replace(' (you)', ''), dt.nextElementSibling.dataset.fingerprint])));
    };
    // South's says that a new key came (North's), without moving the board.
    assert.match(await a.locator('.players-keys summary').textContent(), /a new key to compare/);
    const onA = await keysOn(a);
    assert.deepEqual(Object.keys(onA).sort(), ['North', 'South']);
    assert.ok(Object.values(onA).every((w) => w.split(' ').length === 10), JSON.stringify(onA));
    assert.deepEqual(await keysOn(b), onA, 'both screens show the same words');

    // Someone else who got hold of the invitation and answered it: their device made a key
    // of its own for North's seat, so South's device refuses it.
    await openLink(other.page, invite.url);
    await accept(other.page);
    await waitForMoves(other.page, 1);
    const [, otherMove] = chooseMoves(2, { pick: 3 });
    assert.notEqual(otherMove, m2);
    await playMoves(other.page, [otherMove]);
    const stolen = await sentLink(other.page);
    await refusedUnchanged(a, stolen.url,
      /This link was refused: it is not what the players signed: the signing key of seat 1's player differs from the one your device has\. Nothing was changed\./);

    // Two more moves; North's device is copied before its second move, signing key and all.
    await playMoves(a, [m3]);
    await openLink(b, (await sentLink(a)).url);
    await waitForMoves(b, 3);
    const northCopy = await storageEntries(b);
    await playMoves(b, [m4]);
    await openLink(a, (await sentLink(b)).url);
    await waitForMoves(a, 4);

    // The copy, with North's own key, signs another fourth move: a fork in North's name. It
    // asks first: "Not now" keeps nothing; "Keep it" keeps it as a game of its own.
    const alt = legalMoves(positionAfter([m1, m2, m3])).find((m) => m.includes('-') && m !== m4);
    const base = invite.url.split('#')[0];
    // The copy is in the twin's storage before the app's first load.
    await twin.ctx.addInitScript((entries) => {
      if (location.protocol !== 'http:' || localStorage.length) return;
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, northCopy);
    await openLink(twin.page, base);
    await waitForBoard(twin.page);
    await waitForMoves(twin.page, 3);
    await playMoves(twin.page, [alt]);
    const forked = await sentLink(twin.page);
    const before = await storageEntries(a);
    await openLink(a, forked.url);
    const dialog = a.locator('.dialog.invite');
    await dialog.waitFor();
    assert.match(await dialog.locator('.invite-message').textContent(), /does not continue your game: the two part after move 3\. North's device signed both moves there, so one of the two stories is not the game they played with you\. Keep it as a separate game/);
    await axeCheck(a, 'a fork to keep');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await savedGames(a)).length, count, 'nothing kept before the player says so');
    assert.deepEqual(await storedGame(a, idA), JSON.parse(before[`martian-chess/v3/game/${idA}`]), 'the original is as it was');
    await openLink(a, forked.url);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await a.waitForFunction((n) => Object.keys(localStorage).filter((k) => k.startsWith('martian-chess/v3/game/')).length === n, count + 1);
    const games = await savedGames(a);
    const original = games.find((g) => g.id === idA);
    assert.equal(original.record, (await storedGame(b, await currentGameId(b))).record, 'the original is as it was');
    const fork = games.find((g) => before[`martian-chess/v3/game/${g.id}`] === undefined);
    assert.deepEqual(recordMoves(fork.record), [m1, m2, m3, alt], 'the fork holds the other line');
  } finally {
    await ctx.close();
    await other.ctx.close();
    await twin.ctx.close();
  }
}, { timeout: 240_000, engines: LOGIC_ONLY });

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
    assert.match(plainLink(commit.url), /&dice=0\.[\w-]{22}~0\.[\w-]{22}&/, "Blue's commitments, no share shown yet");
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
    const plain = plainLink(link.url);
    const reveal = /([,=])(1\.[\w-]{22}\.\d+\.)([\w-])/.exec(plain);
    assert.ok(reveal, `Amber's chain with its reveal in ${plain}`);
    const flipped = reveal[3] === 'A' ? 'B' : 'A';
    const badReveal = plain.replace(reveal[0], `${reveal[1]}${reveal[2]}${flipped}`);
    await openLink(other, badReveal);
    await waitForNotice(other, /dice proof is broken: seat 1's revealed dice value does not match its commitment/);
    assert.deepEqual(await storedGame(other, idOther), before, 'nothing saved was touched');

    // A tampered roll: the faces of a roll in another order (still legal, not what was derived).
    const rolls = [...record.matchAll(/roll ([TBUMZW]{3})/g)].map((m) => m[1]);
    const which = rolls.findIndex((r) => new Set(r).size > 1);
    const r = rolls[which];
    const swapped = r[1] + r[0] + r[2] !== r ? r[1] + r[0] + r[2] : r[0] + r[2] + r[1];
    const badRoll = plain.replace(`roll+${r}`, `roll+${swapped}`);
    assert.notEqual(badRoll, plain);
    await openLink(other, badRoll);
    // The roll is in what the players signed: the changed record no longer matches.
    await waitForNotice(other, /This link was refused: it is not what the players signed: the signature of seat \d's player is forged or damaged\. Nothing was changed\./);
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
}, { timeout: 300_000, engines: LOGIC_ONLY });

/** A plain link with one field changed. */
function withField(plain, name, value) {
  const re = new RegExp(`&${name}=[^&]*`);
  assert.match(plain, re, `the link has a field ${name}`);
  return plain.replace(re, `&${name}=${value}`);
}

/** Waits for a refusal in words and checks that nothing saved changed. */
async function refusedUnchanged(page, url, re) {
  const id = await currentGameId(page);
  const before = await storedGame(page, id);
  const count = (await savedGames(page)).length;
  await openLink(page, url);
  await waitForNotice(page, re);
  assert.deepEqual(await storedGame(page, id), before, 'nothing saved was touched');
  assert.equal((await savedGames(page)).length, count, 'no game was added');
}

appTest('Sandships by link, three seats: every seat joins before the first roll, which waits for the shares of those who joined before the last; a forged sender and a chosen dice value are refused', async ({ page: a, context, problems }) => {
  const amber = await friendBrowser(context, problems);
  const green = await friendBrowser(context, problems);
  try {
    await newSandshipsGame(a, { players: 3, seats: { 1: 'friend', 2: 'friend' } });
    const commit = await sentLink(a);
    assert.match(commit.to, /^Send this to Amber: their device adds its part of your dice/);
    await openLink(amber.page, commit.url);
    assert.equal(await accept(amber.page), 'Blue invites you to a game of Sandships; you play Amber.');
    // Green joins the dice before anyone rolls.
    const toGreen = await sentLink(amber.page);
    assert.equal(toGreen.to, "Send this to Green: their device joins the game's dice before anyone rolls, then they send it on");
    await openLink(green.page, toGreen.url);
    assert.equal(await accept(green.page), 'Amber invites you to a game of Sandships; you play Green.');
    // Amber joined before Green had, so she showed no share yet: Blue's first roll waits on
    // her, and Green's link goes to her first.
    const toAmberForShare = await sentLink(green.page);
    assert.equal(toAmberForShare.to, "Send this to Amber: their device adds its part of Blue's dice, then they send it on");
    await openLink(amber.page, toAmberForShare.url);
    const toBlue = await sentLink(amber.page);
    assert.equal(toBlue.to, 'Send this to Blue: it is their turn');
    await openLink(a, toBlue.url);
    await sandTurn(a);
    const toAmber = await sentLink(a);
    assert.equal(toAmber.to, 'Send this to Amber: it is their turn');

    // Blue puts a share of its own choosing (tried offline against its own next chain value) in
    // place of Green's, who is not there to deny it: it does not hash to Green's commitment.
    const plain = plainLink(toAmber.url);
    const [chains, shares] = /&dice=([^&]*)/.exec(plain)[1].split('~');
    const green2 = /(^|,)(2\.[\w-]{22}\.\d+\.)[\w-]{22}/.exec(shares);
    assert.ok(green2, `Green's shares revealed in ${plain}`);
    const chosen = `${chains}~${shares.replace(green2[0], `${green2[1]}${green2[2]}${'A'.repeat(22)}`)}`;
    await refusedUnchanged(amber.page, withField(plain, 'dice', chosen),
      /This link was refused: its dice proof is broken: the share of the dice revealed by seat 2's player does not match their commitment\. Nothing was changed\./);

    await openLink(amber.page, toAmber.url);
    await sandTurn(amber.page);
    const toGreen2 = await sentLink(amber.page);
    assert.equal(toGreen2.to, 'Send this to Green: it is their turn');

    // Amber sends Blue her turn as if it came from Green.
    const forged = withField(withField(plainLink(toGreen2.url), 'from', '2'), 'to', '0');
    await refusedUnchanged(a, forged,
      /This link was refused: it is not what the players signed: its sender did not sign all of it\. Nothing was changed\./);

    await openLink(green.page, toGreen2.url);
    const record = await sandTurn(green.page);
    const toBlue2 = await sentLink(green.page);
    assert.equal(toBlue2.to, 'Send this to Blue: it is their turn');
    // Blue's device catches up with Amber's turn (it missed Amber's link to Green) and Green's.
    await openLink(a, toBlue2.url);
    await a.waitForFunction((r) => {
      const id = localStorage.getItem('martian-chess/v3/current');
      return JSON.parse(localStorage.getItem(`martian-chess/v3/game/${id}`)).record === r;
    }, record);
    assert.equal((record.match(/roll /g) || []).length, 3, 'a roll by each seat');
  } finally {
    await amber.ctx.close();
    await green.ctx.close();
  }
}, { timeout: 300_000, engines: LOGIC_ONLY });
