"""Score sheet rendering time: `python -m bench.sheet [--quick]`.

Target (issue 9): at most 50 ms per sheet for 8 players, drawing and PNG encoding
together. Prints the median and the 95th percentile over a few hundred renders of the
largest sheets the bot draws: an 8-player Yacht sheet with every bonus row, and an
8-player 5000 sheet of 40 rounds, with Latin, Arabic and Tamil names.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench import add_quick
from bot.art.sheet import Row, Sheet, draw_sheet, render_sheet, sheet_palette, to_png
from bot.art.text import clear_caches, has_complex_layout

NAMES = ("Alice", "Bob the Builder", "أحمد", "கணேஷ்", "Eve", "Frank", "Grace", "Heidi")
BOXES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Upper subtotal",
         "Bonus (63+)", "Three of a Kind", "Four of a Kind", "Full House",
         "Small Straight", "Large Straight", "Yacht", "Chance", "Yacht bonus", "Total")
STYLES = {"Upper subtotal": "sum", "Bonus (63+)": "bonus", "Yacht bonus": "bonus",
          "Total": "total"}


def yacht_sheet(players: int = 8) -> Sheet:
    rows = [Row(label, [str((i * 7 + j * 3) % 50) for j in range(players)],
                STYLES.get(label, "box"))  # type: ignore[arg-type]
            for i, label in enumerate(BOXES)]
    return Sheet("Yacht #1234 — final", NAMES[:players], rows, subtitle="Bob wins with 287",
                 footer="full_house=fixed · yacht_bonus=true", winners=frozenset({1}))


def five_thousand_sheet(players: int = 8, rounds: int = 40) -> Sheet:
    rows = [Row(f"Round {r + 1}", [str((r + 1) * 125 + j * 50) for j in range(players)])
            for r in range(rounds)]
    rows.append(Row("Total", [str(rounds * 125 + j * 50) for j in range(players)], "total"))
    return Sheet("5000 #99 — final", NAMES[:players], rows, winners=frozenset({7}))


def measure(label: str, sheet: Sheet, cold: bool, runs: int = 100) -> float:
    """Warm: labels, names and numbers already shaped (what a running bot sees after
    its first sheets); cold: every string shaped again. Wall time suffers when other
    processes share the cores; CPU time (process_time) is this render's own work."""
    render_sheet(sheet)  # load the fonts and the palette
    wall, cpu = [], []
    size = 0
    image = draw_sheet(sheet)
    for _ in range(runs):
        if cold:
            clear_caches()
        w0, c0 = time.perf_counter(), time.process_time()
        image = draw_sheet(sheet)
        size = len(to_png(image, sheet_palette()))
        wall.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    wall.sort()
    cpu.sort()
    p95 = cpu[int(0.95 * len(cpu)) - 1]
    label = f"{label}, {'cold' if cold else 'warm'}"
    print(f"{label:36} {image.width}x{image.height}  CPU median {statistics.median(cpu):5.1f} ms"
          f"  p95 {p95:5.1f} ms  | wall median {statistics.median(wall):5.1f} ms"
          f"  | {size / 1024:4.0f} KiB")
    return p95


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_quick(parser)
    runs = 3 if parser.parse_args().quick else 100
    print(f"raqm complex layout: {has_complex_layout()}")
    worst = max(
        measure(label, sheet, cold, runs)
        for label, sheet in (
            ("yacht, 8 players", yacht_sheet()),
            ("yacht, 2 players", yacht_sheet(2)),
            ("5000, 8 players, 20 rounds", five_thousand_sheet(rounds=20)),
            ("5000, 8 players, 40 rounds", five_thousand_sheet(rounds=40)),
        )
        for cold in (True, False)
    )
    print(f"worst CPU p95 {worst:.1f} ms (target <= 50 ms per 8-player sheet)")


if __name__ == "__main__":
    main()
