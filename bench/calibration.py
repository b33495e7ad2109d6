"""Are the board's win chances calibrated? Simulated games against the chances shown.

For each box game, at 2 and 4 seats, with every seat optimal and again with mixed
levels (each seat optimal, normal or easy at random), plays N games (compiled:
bench/selfplay.py, the bot's own policies and scoring) and observes each game at rounds
1, 4, 8, 12 and the last: during the turn of a seat drawn at random, before its first
roll or after its first or second (drawn too), the chances of every seat
(`bot.ai.chances.box_chances`, the board's code) against who went on to win (a tie at
the top is a win for each, as the results count it). Positions within one game are
correlated, so each game gives one observation per seat per round observed, and the
standard errors are bootstrapped over whole games.

Per tenth of shown chance: the mean shown chance, the observed share of wins, and the
check |observed - shown| <= max(2 points, 2.5 × its game-clustered bootstrap standard
error). Then the expected calibration error and the Brier score, against a baseline
that looks only at who leads (the leaders share the observed win rate of a leader at
that round, the others the rest). The reliability diagram goes to
artifacts/calibration.png; each configuration's observations to
artifacts/calibration/ (a run resumes from them).

    python -m bench.calibration [--games 20000] [--games-list yacht,yatzy] [--quick]
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick

ROUNDS = (1, 4, 8, 12)
BINS = 10
TOLERANCE = 0.02
SE_FACTOR = 2.5
BOOTSTRAP = 300
CHUNK = 1000
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
LEVEL_NAMES = ("optimal", "normal", "easy")


@dataclass
class Observations:
    game: np.ndarray  # (k,) game of each observation
    shown: np.ndarray  # (k,) chance shown
    won: np.ndarray  # (k,) 1 if the seat finished first (ties included)
    leads: np.ndarray  # (k,) 1 if the seat led (or shared the lead) when observed
    leaders: np.ndarray  # (k,) how many seats shared the lead
    round: np.ndarray  # (k,)


def schedule(seed: int, seats: int, mixed: bool, rounds: list[int], n_boxes: int,
             first: int, last: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(levels, observed seat, observed stage) of games first … last - 1, each drawn from
    its own seed: a run resumed, or longer, plays the same games."""
    count = last - first
    levels = np.zeros((count, seats), dtype=np.int64)
    watch_seat = np.full((count, n_boxes), -1, dtype=np.int64)
    watch_stage = np.zeros((count, n_boxes), dtype=np.int64)
    for i in range(count):
        rng = np.random.default_rng([seed, seats, int(mixed), first + i])
        if mixed:
            levels[i] = rng.integers(0, 3, size=seats)
        for r in rounds:
            watch_seat[i, r - 1] = rng.integers(0, seats)
            watch_stage[i, r - 1] = rng.integers(0, 3)
    return levels, watch_seat, watch_stage


def observe(kind: str, seats: int, mixed: bool, games: int, data_dir: Path,
            seed: int = 1, store: Path | None = None) -> Observations:
    """Play `games` games; `store`: where the observations are kept, chunk by chunk (a
    run cut short resumes from there)."""
    from bench.selfplay import play_games, tables_for
    from bot.ai import finals
    from bot.ai.boxpolicy import model_for
    from bot.ai.chances import box_chances
    from bot.ai.dice import ROLLS
    from bot.ai.solver import TURN, kernel_game
    from bot.ai.tables import load_or_build
    from bot.ai.turn import ROLL_PERM
    from bot.rules import BoxGame, resolve_options
    from bot.rules.box_game import BoxGameState

    options = resolve_options(kind, {})
    exact = load_or_build(kind, options, data_dir)
    for level in LEVEL_NAMES:
        finals.load_or_build_finals(kind, options, level, data_dir)
    model = model_for(kind, options)
    game, tab, n = kernel_game(model), tables_for(model, exact), model.n
    rounds = sorted({r for r in ROUNDS if r <= n} | {n})
    parts: dict[str, list[np.ndarray]] = {k: [] for k in Observations.__dataclass_fields__}
    done = 0
    if store is not None and store.exists():
        saved = np.load(store)
        if int(saved["seed"]) == seed:
            done = min(games, int(saved["games"]))
            for k in parts:
                parts[k].append(saved[k])
    names = [f"p{s}" for s in range(seats)]
    start = time.perf_counter()
    while done < games:
        stop = min(games, done + CHUNK)
        count = stop - done
        totals = np.zeros((count, seats), dtype=np.int64)
        winners = np.zeros((count, seats), dtype=np.bool_)
        rows = count * len(rounds)
        cards = np.zeros((rows, seats, n), dtype=np.int64)
        extra = np.zeros((rows, seats), dtype=np.int64)
        meta = np.zeros((rows, 5), dtype=np.int64)
        levels, watch_seat, watch_stage = schedule(seed, seats, mixed, rounds, n, done, stop)
        found = play_games(seed, done, levels, game, TURN, tab, watch_seat, watch_stage,
                           cards, extra, meta, totals, winners)
        chunk: dict[str, list[float]] = {k: [] for k in parts}
        for row in range(found):
            g, rnd, current, roll, left = (int(v) for v in meta[row])
            state = BoxGameState(
                kind=kind, options=options, players=names,
                cards=[{model.boxes[b]: int(p) for b, p in enumerate(cards[row, s]) if p >= 0}
                       for s in range(seats)],
                yacht_bonuses=[int(v) for v in extra[row]], current=current,
                dice=list(ROLLS[ROLL_PERM[roll]]) if roll >= 0 else [], rolls_left=left)
            position = BoxGame(state)
            levels_map = {names[s]: LEVEL_NAMES[levels[g - done, s]] for s in range(seats)
                          if levels[g - done, s] != 0}
            shown = box_chances(position, levels_map)
            assert shown is not None
            now = position.totals
            best = max(now.values())
            leaders = sum(1 for v in now.values() if v == best)
            for s in range(seats):
                chunk["game"].append(g)
                chunk["shown"].append(shown[s])
                chunk["won"].append(float(winners[g - done, s]))
                chunk["leads"].append(float(now[names[s]] == best))
                chunk["leaders"].append(leaders)
                chunk["round"].append(rnd)
        for k, values in chunk.items():
            parts[k].append(np.array(values, dtype=float))
        done = stop
        if store is not None:
            joined = {k: np.concatenate(v) for k, v in parts.items()}
            parts = {k: [v] for k, v in joined.items()}
            store.parent.mkdir(parents=True, exist_ok=True)
            np.savez(store, seed=seed, games=done, **joined)
        print(f"  {kind} {seats} seats {'mixed' if mixed else 'optimal'}: {done}/{games}"
              f" games ({time.perf_counter() - start:.0f} s)", flush=True)
    joined = {k: np.concatenate(v) if v else np.zeros(0) for k, v in parts.items()}
    keep = joined["game"] < games
    return Observations(**{k: v[keep] for k, v in joined.items()})


@dataclass
class Decile:
    low: float
    count: int
    shown: float
    observed: float
    se: float

    @property
    def allowed(self) -> float:
        return max(TOLERANCE, SE_FACTOR * self.se)

    @property
    def ok(self) -> bool:
        return self.count == 0 or abs(self.observed - self.shown) <= self.allowed


def deciles(obs: Observations, seed: int = 5) -> list[Decile]:
    """Per tenth of shown chance, with the gap's standard error bootstrapped over games."""
    which = np.minimum((obs.shown * BINS).astype(int), BINS - 1)
    games, index = np.unique(obs.game, return_inverse=True)
    rng = np.random.default_rng(seed)
    out = []
    for b in range(BINS):
        sel = which == b
        if not sel.any():
            out.append(Decile(b / BINS, 0, float("nan"), float("nan"), 0.0))
            continue
        # per game: count, sum shown, sum won in this bin
        cnt = np.bincount(index[sel], minlength=len(games)).astype(float)
        shown = np.bincount(index[sel], obs.shown[sel], minlength=len(games))
        won = np.bincount(index[sel], obs.won[sel], minlength=len(games))
        gaps = []
        for _ in range(BOOTSTRAP):
            pick = rng.integers(0, len(games), size=len(games))
            c = cnt[pick].sum()
            if c:
                gaps.append((won[pick].sum() - shown[pick].sum()) / c)
        out.append(Decile(b / BINS, int(sel.sum()), float(obs.shown[sel].mean()),
                          float(obs.won[sel].mean()), float(np.std(gaps))))
    return out


def brier(obs: Observations) -> tuple[float, float]:
    """(Brier score of the chances shown, of the leader-only baseline)."""
    base = np.zeros_like(obs.shown)
    for rnd in np.unique(obs.round):
        sel = obs.round == rnd
        lead = sel & (obs.leads == 1)
        trail = sel & (obs.leads == 0)
        p_lead = obs.won[lead].mean() if lead.any() else 0.0
        p_trail = obs.won[trail].mean() if trail.any() else 0.0
        base[lead], base[trail] = p_lead, p_trail
    return float(np.mean((obs.shown - obs.won) ** 2)), float(np.mean((base - obs.won) ** 2))


def report(name: str, obs: Observations) -> tuple[list[Decile], bool]:
    table = deciles(obs)
    print(f"\n{name}: {len(np.unique(obs.game))} games, {len(obs.shown)} observations")
    print("  shown      n     mean shown  observed   gap     allowed  ok")
    for d in table:
        if d.count:
            print(f"  {d.low:.1f}-{d.low + 0.1:.1f}  {d.count:7d}  {d.shown:9.4f}  "
                  f"{d.observed:8.4f}  {d.observed - d.shown:+.4f}  {d.allowed:.4f}   "
                  f"{'yes' if d.ok else 'NO'}")
    total = sum(d.count for d in table)
    ece = sum(d.count / total * abs(d.observed - d.shown) for d in table if d.count)
    ours, base = brier(obs)
    print(f"  expected calibration error {ece:.4f}; Brier {ours:.4f} (who leads: {base:.4f})")
    return table, all(d.ok for d in table)


def draw(results: list[tuple[str, list[Decile]]], path: Path) -> None:
    """The reliability diagrams, one panel per configuration: observed share of wins
    against the mean chance shown per tenth, with the allowed gap as a band."""
    from PIL import Image, ImageDraw

    from bot.art import text

    cols = 4
    rows = (len(results) + cols - 1) // cols
    size, pad, top = 300, 46, 34
    image = Image.new("RGB", (cols * (size + 2 * pad), rows * (size + 2 * pad) + top), "white")
    pen = ImageDraw.Draw(image)
    font = text.font(16)
    small = text.font(12)
    pen.text((pad, 8), "Win chances shown (x) against wins observed (y), per tenth; "
             "band: allowed gap", fill=(40, 40, 40), font=font)
    for i, (name, table) in enumerate(results):
        x0 = (i % cols) * (size + 2 * pad) + pad
        y0 = (i // cols) * (size + 2 * pad) + pad + top

        def at(x: float, y: float, x0: int = x0, y0: int = y0) -> tuple[float, float]:
            return x0 + x * size, y0 + (1 - y) * size

        pen.rectangle([*at(0, 1), *at(1, 0)], outline=(160, 160, 160))
        for k in range(1, 10):
            pen.line([at(k / 10, 0), at(k / 10, 1)], fill=(235, 235, 235))
            pen.line([at(0, k / 10), at(1, k / 10)], fill=(235, 235, 235))
        pen.line([at(0, 0), at(1, 1)], fill=(150, 150, 150))
        for d in table:
            if not d.count:
                continue
            lo, hi = d.shown - d.allowed, d.shown + d.allowed
            pen.rectangle([*at(d.shown - 0.012, min(1, hi)), *at(d.shown + 0.012, max(0, lo))],
                          fill=(210, 230, 250))
        for d in table:
            if not d.count:
                continue
            x, y = at(d.shown, d.observed)
            colour = (41, 128, 185) if d.ok else (192, 57, 43)
            pen.ellipse([x - 4, y - 4, x + 4, y + 4], fill=colour)
        pen.text((x0, y0 - 22), name, fill=(40, 40, 40), font=font)
        pen.text((x0, y0 + size + 4), "0", fill=(90, 90, 90), font=small)
        pen.text((x0 + size - 8, y0 + size + 4), "1", fill=(90, 90, 90), font=small)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--kinds", default="yacht,yatzy,classic,generala")
    parser.add_argument("--seats", default="2,4")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=Path("data"))
    add_quick(parser)
    args = parser.parse_args()
    if args.quick:
        args.games, args.kinds, args.seats = 30, "classic", "2"
    results, failed = [], []
    for kind in args.kinds.split(","):
        for seats in (int(s) for s in args.seats.split(",")):
            for mixed in (False, True):
                name = f"{kind}, {seats} seats, {'mixed levels' if mixed else 'all optimal'}"
                store = None if args.quick else ARTIFACTS / "calibration" / (
                    f"{kind}-{seats}-{'mixed' if mixed else 'optimal'}.npz")
                obs = observe(kind, seats, mixed, args.games, args.data_dir, args.seed, store)
                table, ok = report(name, obs)
                results.append((name, table))
                if not ok:
                    failed.append(name)
    draw(results, ARTIFACTS / "calibration.png")
    print(f"\nreliability diagram: {ARTIFACTS / 'calibration.png'}")
    if failed and not args.quick:
        print("outside the tolerance: " + "; ".join(failed))
        sys.exit(1)


if __name__ == "__main__":
    main()
