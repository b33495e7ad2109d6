"""Hints and reviews in words: private answers built from the advice and review values
(`bot.domain`, computed by the AI) and the text catalogue (pure: no I/O).

A casual player reads the words first: what to do ("Keep the three 5s and roll two
dice"), the runner-up, and whether the difference matters; the expected values come
after, named for what they are. A review says in plain words what luck and choices
did, shows the dice as faces of the player's set, and keeps the exact decomposition
on a line of its own, rounded so that it still adds up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

import discord
from fluent.runtime.types import FluentNumber, fluent_number

from bot.controls import Button
from bot.domain import (
    HINT_MARGINS,
    THRESHOLDS,
    Advice,
    Choice,
    Decision,
    PlayerReview,
    TableView,
    WinReview,
)
from bot.faces import DiceLook, die, showing
from bot.kinds import APPLY, GameKind, find_kind
from bot.render.screen import Screen, new_view, web_button
from bot.text import Texts

HINT_COLOUR = discord.Colour.blue()
REVIEW_COLOUR = discord.Colour.purple()
MINUS = "\u2212"
#: costly decisions a review explains
COSTLIEST = 3


def points(value: float) -> FluentNumber:
    """An expected value as players read it: one decimal, in the reader's locale."""
    number = fluent_number(value, minimumFractionDigits=1, maximumFractionDigits=1)
    assert isinstance(number, FluentNumber)  # a float in gives a FluentFloat out
    return number


def kept_words(keep: Sequence[int], t: Texts) -> str:
    """The dice kept, in words: "the three 5s", "the two 6s and the 5"; a run of single
    dice as one group, "the 1, 2, 3 and 4" (`dice-singles`): die by die, a language
    that declines or marks each one read «بالرقم 1 وبالرقم 2 وبالرقم 3 وبالرقم 4»."""
    groups = sorted(Counter(keep).items(), key=lambda g: (-g[1], -g[0]))
    if len(groups) > 1 and all(count == 1 for _, count in groups):
        return t("dice-singles", faces=t.listed([str(face) for face in sorted(keep)]))
    return t.join(t("dice-group", count=count, face=face) for face, count in groups)


#: a decision's words as an instruction (a hint tells what to do) and as a choice made
#: or missed (a review tells of the past: "you chose keeping…", never "you: Keep…")
ACTION_KEYS = {
    "act": {"keep": "act-keep", "keep_several": "act-keep-several", "keep_all": "act-keep-all",
            "reroll_all": "act-reroll-all", "score": "act-score", "bank": "act-bank",
            "roll": "act-roll"},
    "choice": {"keep": "choice-keep", "keep_several": "choice-keep-several",
               "keep_all": "choice-keep-all", "reroll_all": "choice-reroll-all",
               "score": "choice-score", "bank": "choice-bank", "roll": "choice-roll"},
}


def action_text(kind: GameKind, choice: Choice, t: Texts, form: str = "act") -> str:
    """One decision in words: `act` as an instruction ("Keep the three 5s and roll two
    dice"), `choice` as a choice made or missed ("keeping the three 5s and rolling two
    dice")."""
    keys = ACTION_KEYS[form]
    if choice.action == "keep":
        if not choice.reroll:
            return t(keys["keep_all"])
        if not choice.keep:
            return t(keys["reroll_all"])
        several = len(set(choice.keep)) > 1
        return t(keys["keep_several" if several else "keep"],
                 kept=kept_words(choice.keep, t), n=len(choice.reroll))
    if choice.action == "score":
        return t(keys["score"], points=choice.points or 0,
                 box=kind.box_name(choice.box or "", t))
    if choice.action == "bank":
        return t(keys["bank"], points=choice.points or 0)
    return t(keys["roll"], n=choice.dice_to_roll)


# -- the hint -------------------------------------------------------------------------------

def margin_key(advice: Advice) -> str:
    """How much the best choice beats the runner-up, as a catalogue key."""
    runner = advice.runner_up
    assert runner is not None
    equal, clear = HINT_MARGINS[advice.objective]
    gap = advice.best.value - runner.value
    if gap < equal:
        return "hint-equal"
    return "hint-clear" if gap > clear else "hint-slight"


def hint_lines(kind: GameKind, advice: Advice, t: Texts, *, building: bool) -> list[str]:
    """What to do, in words; the runner-up and how much it matters; then the expected
    values (only when they are exact: while the table is built the advice is the
    normal level's, whose numbers rank but are no expected scores)."""
    best, runner = advice.best, advice.runner_up
    if advice.objective == "win_chance":
        return win_hint_lines(kind, advice, t)
    five_k = advice.objective == "turn_points"
    lines = [t("hint-do", action=action_text(kind, best, t))]
    if building:
        lines.append(t("hint-building"))
    if runner is not None:
        if not building:
            lines.append(t(margin_key(advice), gap=points(best.value - runner.value)))
        lines.append(t("hint-runner-up", action=action_text(kind, runner, t)))
    if not building:
        if runner is None:
            lines.append(t("hint-expected-one-5000" if five_k else "hint-expected-one",
                           best=points(best.value)))
        else:
            lines.append(t("hint-expected-5000" if five_k else "hint-expected",
                           best=points(best.value), next=points(runner.value)))
    return lines


#: a hint's margin words when the gap is a chance of winning
CHANCE_MARGINS = {"hint-equal": "hint-equal-chance", "hint-slight": "hint-slight-chance",
                  "hint-clear": "hint-clear-chance"}


def win_hint_lines(kind: GameKind, advice: Advice, t: Texts) -> list[str]:
    """The hint of a game of several seats: choices ranked by the chance of winning (the
    `win` level's evaluator), the gap in points of percentage."""
    best, runner = advice.best, advice.runner_up
    lines = [t("hint-do", action=action_text(kind, best, t))]
    if runner is None:
        lines.append(t("hint-chance-one", best=t.percent(best.value, 1)))
        return lines
    gap = t.percent(max(0.0, best.value - runner.value), 1)
    lines.append(t(CHANCE_MARGINS[margin_key(advice)], gap=gap))
    lines.append(t("hint-runner-up", action=action_text(kind, runner, t)))
    lines.append(t("hint-chance", best=t.percent(best.value, 1),
                   next=t.percent(runner.value, 1)))
    return lines


def render_hint(table: TableView, advice: Advice, t: Texts, *, building: bool) -> Screen:
    """The private hint, with an Apply button that carries out the best choice (as
    the game's own buttons would, at this state version: stale once the game moves)."""
    kind = find_kind(table.kind)
    embed = discord.Embed(title=t("hint-title", game=kind.name(t), id=str(table.id)),
                          description="\n".join(hint_lines(kind, advice, t, building=building)),
                          colour=HINT_COLOUR)
    arg = kind.choice_arg(advice.best)
    if arg is None:
        return Screen(embed=embed)
    apply = Button(APPLY, arg, label=t("btn-apply"), emoji="✅", style="success")
    return Screen(embed=embed, view=new_view([apply], table.id, table.version))


# -- the review -----------------------------------------------------------------------------

def exact_tenths(final: int, parts: Sequence[float]) -> list[int]:
    """The signed parts (they add up to `final`) rounded to tenths so that the rounded
    figures still add up to `final` exactly (in tenths)."""
    return _exact(final, parts, 10)


def exact_points(final: int, parts: Sequence[float]) -> list[int]:
    """The same parts in whole points that add up to `final`: the plain-words lines
    (worth 246, luck 47 less, choices 76) sum to the final score a reader checks."""
    return _exact(final, parts, 1)


def _exact(final: int, parts: Sequence[float], scale: int) -> list[int]:
    """Each part rounded at `scale`, then the units the rounding lost or won given to
    the parts rounded furthest (largest remainders): each stays within one unit while
    the parts add up to `final` (a review in chances: within the evaluators' drift,
    handed round in the same order)."""
    scaled = [p * scale for p in parts]
    rounded = [round(s) for s in scaled]
    missing = round(final * scale) - sum(rounded)
    step = 1 if missing > 0 else -1
    order = sorted(range(len(parts)), key=lambda i: -(scaled[i] - rounded[i]) * step)
    for k in range(abs(missing)):
        rounded[order[k % len(order)]] += step
    return rounded


def _signed(tenths: int, t: Texts) -> str:
    sign = "+" if tenths >= 0 else MINUS
    return f"{sign} {t.number(abs(tenths) / 10, 1)}"


def details_line(review: PlayerReview, t: Texts) -> str:
    """final = expected ± luck − choices (± what the game did): to the tenth, exactly."""
    parts = [review.expected, review.luck, -review.lost]
    if review.ended:
        parts.append(review.ended)
    tenths = exact_tenths(review.final, parts)
    first = t.number(abs(tenths[0]) / 10, 1)
    params = {"final": t.number(review.final),
              "expected": first if tenths[0] >= 0 else MINUS + first,
              "luck": _signed(tenths[1], t), "choices": _signed(tenths[2], t)}
    if review.ended:
        five_k = review.objective == "turn_points"
        return t("review-details-ended", **params, ended=_signed(tenths[3], t),
                 reason="table" if five_k else "served")
    return t("review-details", **params)


def _dice(values: Sequence[int], t: Texts) -> str:
    return t.isolate(" ".join(die(v) for v in values))


def why_text(kind: GameKind, decision: Decision, t: Texts) -> str:
    """One line on why the best choice was better, from what the two choices were."""
    taken, best = decision.taken, decision.best
    if decision.type == "bank":
        if best.action == "roll":
            return t("why-roll-on", n=best.dice_to_roll)
        return t("why-bank", points=decision.turn_points)
    if taken.action == "score" and best.action == "score":
        if (taken.points or 0) == 0:
            return t("why-scratch", box=kind.box_name(taken.box or "", t))
        if (best.points or 0) > (taken.points or 0):
            return t("why-more-now", box=kind.box_name(best.box or "", t),
                     points=(best.points or 0) - (taken.points or 0))
        return t("why-save-box", box=kind.box_name(taken.box or "", t))
    if best.action == "score":
        return t("why-stop", box=kind.box_name(best.box or "", t), points=best.points or 0)
    if taken.action == "score":
        return t("why-roll-again", box=kind.box_name(taken.box or "", t))
    if len(best.keep) > len(taken.keep):
        return t("why-keep-more")
    if len(best.keep) < len(taken.keep):
        return t("why-keep-fewer")
    return t("why-other-dice")


def costly_line(kind: GameKind, rank: int, decision: Decision, t: Texts) -> str:
    """"2. Turn 5, ⚄ ⚄ ⚄ ⚀ ⚁ (2 rolls left): you scored 15 in Fives. Better by 6.2
    points: keep the three 5s and roll two dice (why)."""
    if decision.type == "bank":
        when = t("review-when-5000", turn=decision.turn, dice=_dice(decision.dice, t),
                 points=decision.turn_points)
    else:
        when = t("review-when", turn=decision.turn, dice=_dice(decision.dice, t),
                 rolls=decision.rolls_left)
    return t("review-costly", rank=rank, when=when,
             did=action_text(kind, decision.taken, t, "choice"),
             best=action_text(kind, decision.best, t, "choice"), cost=points(decision.cost),
             why=why_text(kind, decision, t))


def review_lines(kind: GameKind, review: PlayerReview, t: Texts,
                 look: DiceLook | None = None) -> list[str]:
    with showing(look):
        return _review_lines(kind, review, t)


def _review_lines(kind: GameKind, review: PlayerReview, t: Texts) -> list[str]:
    five_k = review.objective == "turn_points"
    parts = [review.expected, review.luck, -review.lost]
    if review.ended:
        parts.append(review.ended)
    whole = exact_points(review.final, parts)
    lines = [t("review-final", final=review.final),
             t("review-expected-5000" if five_k else "review-expected", expected=whole[0])]
    luck = whole[1]
    if luck > 0:
        lines.append(t("review-luck-more", luck=luck))
    elif luck < 0:
        lines.append(t("review-luck-less", luck=-luck))
    else:
        lines.append(t("review-luck-even"))
    lost = -whole[2]
    lines.append(t("review-choices", lost=lost) if lost else t("review-choices-none"))
    if review.ended:
        ended = whole[3]
        lines.append(t("review-ended-5000", ended=("+" if ended >= 0 else MINUS)
                       + t.number(abs(ended))) if five_k
            else t("review-ended", ended=abs(ended)))
    lines.append(details_line(review, t))
    accuracy = review.accuracy
    if accuracy is None:
        lines.append(t("review-no-decisions"))
    else:
        best = len(review.decisions) - len(review.costliest(len(review.decisions)))
        lines.append(t("review-accuracy", accuracy=t.percent(accuracy / 100),
                       best=best, decisions=len(review.decisions),
                       mistakes=review.mistakes, blunders=review.blunders))
    if review.auto_decisions:
        lines.append(t("review-auto", count=review.auto_decisions))
    worst = review.costliest(COSTLIEST)
    if worst:
        lines.append(f"**{t('review-costly-title')}**")
        lines += [costly_line(kind, i, d, t) for i, d in enumerate(worst, start=1)]
    elif accuracy is not None:
        lines.append(t("review-clean"))
    mistake, blunder = THRESHOLDS[review.objective]
    lines.append(t("review-definitions", mistake=mistake, blunder=blunder))
    return lines + wins_lines(kind, review, t)


# -- the review in chances of winning (a table of several seats) ------------------------

def _share(tenths: int, t: Texts, sign: bool = True) -> str:
    """A part of the chances' figures, in tenths of a percentage point: "+ 12.3%"."""
    text = t.percent(abs(tenths) / 1000, 1)
    if not sign:
        return text if tenths >= 0 else MINUS + text
    return f"{'+' if tenths >= 0 else MINUS} {text}"


def wins_details(wins: WinReview, t: Texts) -> str:
    """result = start + your dice + the others' dice − your choices + the others' choices
    + turns played to win, in tenths of a percentage point that add up exactly; the
    drift (what the two evaluators miss) shown on its own once it reaches a tenth."""
    parts = [wins.start, wins.luck_own, wins.luck_others, -wins.lost, wins.others, wins.edge]
    shown = round(wins.drift * 1000) != 0
    if shown:
        parts.append(wins.drift)
    tenths = _exact(round(wins.result * 100), [100 * p for p in parts], 10)
    params = {"result": t.percent(wins.result), "start": _share(tenths[0], t, sign=False),
              "own": _share(tenths[1], t), "dice": _share(tenths[2], t),
              "choices": _share(tenths[3], t), "theirs": _share(tenths[4], t),
              "edge": _share(tenths[5], t)}
    if shown:
        return t("review-wins-details-drift", **params, drift=_share(tenths[6], t))
    return t("review-wins-details", **params)


def costly_wins_line(kind: GameKind, rank: int, decision: Decision, t: Texts) -> str:
    """"1. Turn 12, ⚄ ⚄ ⚄ ⚄ ⚃, 1 roll left — your choice: scoring 24 in Choice. Best:
    keeping the four 5s and rolling one die (16.7% more chance to win; your choice cost
    0.3 points of expected score). Why."""
    best = decision.win_best or decision.best
    when = t("review-when", turn=decision.turn, dice=_dice(decision.dice, t),
             rolls=decision.rolls_left)
    return t("review-wins-costly", rank=rank, when=when,
             did=action_text(kind, decision.taken, t, "choice"),
             best=action_text(kind, best, t, "choice"),
             chance=t.percent(decision.win_cost or 0.0, 1),
             cost=points(decision.cost),
             scored="some" if round(decision.cost, 1) > 0 else "none",
             why=why_text(kind, replace(decision, best=best), t))


def wins_lines(kind: GameKind, review: PlayerReview, t: Texts) -> list[str]:
    """The review's part in chances of winning (none for a solo game or the daily)."""
    wins = review.wins
    if wins is None:
        return []
    lines = [f"**{t('review-wins-title')}**",
             t("review-wins-start", start=t.percent(wins.start, 1),
               won="yes" if wins.result else "no"),
             wins_details(wins, t)]
    worst = review.costliest_in_wins(COSTLIEST)
    if worst:
        lines.append(f"**{t('review-wins-costly-title')}**")
        lines += [costly_wins_line(kind, i, d, t) for i, d in enumerate(worst, start=1)]
    else:
        lines.append(t("review-wins-clean"))
    lines.append(t("review-wins-definitions"))
    return lines


def render_review(table: TableView, review: PlayerReview, t: Texts,
                  look: DiceLook | None = None, page: str | None = None) -> Screen:
    """The player's own review; dice drawn in `look` (their dice set); `page`, the
    game's replay on the web (a link button)."""
    kind = find_kind(table.kind)
    embed = discord.Embed(title=t("review-title", game=kind.name(t), id=str(table.id)),
                          description="\n".join(review_lines(kind, review, t, look)),
                          colour=REVIEW_COLOUR)
    return Screen(embed=embed, **web_button(page, t("btn-replay")))
