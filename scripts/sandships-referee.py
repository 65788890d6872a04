#!/usr/bin/env python3
"""Referees Sandships games between two builds of the `martian` command line.

Player A's turns are chosen by `A_BINARY sandships bestturn`, every other seat's by
`B_BINARY`'s, both at the same level and time per turn; the dice come from the seed, the
seats rotate (A sits in seat g mod players), a game still running after 300 turns is a draw.
It measures a new AI against an older one that no longer exists in the code: build the old
commit in a temporary worktree, e.g.

    git worktree add /tmp/old 5e887f4 && (cd /tmp/old && cargo build --release -p martian-cli)
    scripts/sandships-referee.py target/release/martian /tmp/old/target/release/martian \\
        --players 2 --games 40 --millis 100 --seed 1

(and `git worktree remove /tmp/old` afterwards). Prints wins, draws, losses and the score's
95% interval (Wilson's, a draw counted as half a win).
"""

import argparse
import math
import random
import subprocess

FACES = "TBUMZW"
MAX_TURNS = 300


def run(binary, *words):
    out = subprocess.run([binary, "sandships", *words], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{binary} {' '.join(words)}: {out.stderr.strip()}")
    return out.stdout


def play(binary, state, actions):
    lines = run(binary, "play", state, *actions).splitlines()
    return next(line for line in lines if len(line.split(" ")) == 6)


def game(a, b, players, seat_a, millis, level, seed):
    dice = random.Random(seed)
    start = {
        2: "xlms/1lms/xlms/0lms/xlms - llmmss/llmmss 0 - -",
        3: "xlms/2lms/xlms/0lms/1lms - llmmss/llmmss/llmmss 0 - -",
        4: "1lms/2lms/3lms/0lms/xlms - llmmss/llmmss/llmmss/llmmss 0 - -",
    }[players]
    state = start
    for turn in range(1, MAX_TURNS + 1):
        roll = "".join(dice.choice(FACES) for _ in range(3))
        state = play(a, state, [f"roll {roll}"])
        seat = int(state.split(" ")[3])
        binary = a if seat == seat_a else b
        if state.split(" ")[4] != "-":
            words = run(binary, "bestturn", state, "--level", str(level), "--millis",
                        str(millis), "--seed", str(dice.getrandbits(32))).split()
            state = play(a, state, words)
        result = state.split(" ")[5]
        if result != "-":
            return (1 if int(result[1:]) == seat_a else 0), turn
    return None, MAX_TURNS


def wilson(p, n, z=1.959964):
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a_binary")
    ap.add_argument("b_binary")
    ap.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--millis", type=int, default=100)
    ap.add_argument("--level", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    wins = draws = losses = turns = 0
    for g in range(args.games):
        won, length = game(args.a_binary, args.b_binary, args.players, g % args.players,
                           args.millis, args.level, args.seed * 1_000_003 + g)
        turns += length
        if won is None:
            draws += 1
        elif won:
            wins += 1
        else:
            losses += 1
    n = args.games
    score = (wins + draws / 2) / n
    lo, hi = wilson(score, n)
    won_lo, won_hi = wilson(wins / n, n)
    print(f"A = {args.a_binary}, B = {args.b_binary}, {args.players} players, {n} games, "
          f"level {args.level}, {args.millis} ms a turn, seed {args.seed}")
    print(f"average game {turns / n:.1f} turns; wins {wins} draws {draws} losses {losses}")
    print(f"score {100 * score:.1f}% (95% interval {100 * lo:.1f}% to {100 * hi:.1f}%); "
          f"A won {100 * wins / n:.1f}% ({100 * won_lo:.1f}% to {100 * won_hi:.1f}%)")


if __name__ == "__main__":
    main()
