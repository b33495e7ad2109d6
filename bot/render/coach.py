"""Hints and reviews in words: private answers built from the advice and review values
(`bot.domain`, computed by the AI) and the text catalogue (pure: no I/O)."""

from __future__ import annotations

import discord
from fluent.runtime.types import FluentNumber, fluent_number

from bot.domain import THRESHOLDS, Advice, Choice, Decision, PlayerReview, TableView
from bot.kinds import GameKind, find_kind
from bot.render.screen import Screen
from bot.text import Texts

HINT_COLOUR = discord.Colour.blue()


def points(value: float) -> FluentNumber:
    """An expected value as players read it: one decimal, in the reader's locale."""
    number = fluent_number(value, minimumFractionDigits=1, maximumFractionDigits=1)
    assert isinstance(number, FluentNumber)  # a float in gives a FluentFloat out
    return number

REVIEW_COLOUR = discord.Colour.purple()
#: choices shown under the best one
NEXT_SHOWN = 2


def _dice(values: tuple[int, ...], t: Texts) -> str:
    return t.isolate(" ".join(str(v) for v in values))


def choice_text(kind: GameKind, choice: Choice, t: Texts) -> str:
    """One decision in words, without its value ("keep 5 5 5, reroll 2")."""
    if choice.action == "keep":
        if not choice.reroll:
            return t("choice-keep-all")
        if not choice.keep:
            return t("choice-reroll-all")
        return t("choice-keep", keep=_dice(choice.keep, t), reroll=_dice(choice.reroll, t))
    if choice.action == "score":
        box = choice.box or ""
        return t("choice-score", box=kind.box_name(box, t), points=choice.points or 0)
    if choice.action == "bank":
        return t("choice-bank", points=choice.points or 0)
    return t("choice-roll", n=choice.dice_to_roll)


def hint_lines(kind: GameKind, advice: Advice, t: Texts, *, building: bool) -> list[str]:
    """The best choice and the next ones; values only when they are exact."""
    five_k = advice.objective == "turn_points"
    if len(advice.choices) == 1 and advice.best.action == "roll" and not building:
        return [t("hint-start-5000" if five_k else "hint-start", value=points(advice.best.value))]
    lines = [t("hint-building")] if building else []

    def said(choice: Choice) -> str:
        text = choice_text(kind, choice, t)
        return text if building else t("choice-valued", choice=text,
                                       value=points(choice.value))

    top = advice.top(1 + NEXT_SHOWN)
    lines.append(t("hint-best", choice=said(top[0])))
    lines += [t("hint-next", rank=i, choice=said(c)) for i, c in enumerate(top[1:], start=2)]
    if not building:
        lines.append(t("hint-objective-5000" if five_k else "hint-objective"))
    return lines


def render_hint(table: TableView, advice: Advice, t: Texts, *, building: bool) -> Screen:
    kind = find_kind(table.kind)
    embed = discord.Embed(title=t("hint-title", game=kind.name(t), id=str(table.id)),
                          description="\n".join(hint_lines(kind, advice, t, building=building)),
                          colour=HINT_COLOUR)
    return Screen(embed=embed)


def _situation(kind: GameKind, decision: Decision, t: Texts) -> str:
    if decision.type == "bank":
        return t("review-situation-5000", dice=_dice(decision.dice, t),
                 points=decision.turn_points)
    names = [kind.box_name(b, t) for b in decision.open_boxes]
    return t("review-situation", dice=_dice(decision.dice, t), rolls=decision.rolls_left,
             boxes=t.join(names))


def review_lines(kind: GameKind, review: PlayerReview, t: Texts) -> list[str]:
    five_k = review.objective == "turn_points"
    lines = [t("review-objective-5000" if five_k else "review-objective")]
    numbers = {"final": review.final, "expected": points(review.expected),
               "luck": points(review.luck), "lost": points(review.lost)}
    if review.ended:
        lines.append(t("review-balance-ended", **numbers, ended=points(review.ended),
                       reason="table" if five_k else "served"))
    else:
        lines.append(t("review-balance", **numbers))
    lines.append(t("review-luck", luck=points(review.luck)))
    by_type = review.lost_by_type
    if five_k:
        lines.append(t("review-lost-types-5000", bank=points(by_type["bank"])))
    else:
        lines.append(t("review-lost-types", hold=points(by_type["hold"]),
                       box=points(by_type["box"])))
    accuracy = review.accuracy
    if accuracy is None:
        lines.append(t("review-no-decisions"))
    else:
        best = len(review.decisions) - len(review.costliest(len(review.decisions)))
        lines.append(t("review-accuracy", accuracy=fluent_number(accuracy,
                                                                 maximumFractionDigits=0),
                       best=best,
                       decisions=len(review.decisions), mistakes=review.mistakes,
                       blunders=review.blunders))
    if review.auto_decisions:
        lines.append(t("review-auto", count=review.auto_decisions))
    worst = review.costliest(3)
    if worst:
        lines.append(f"**{t('review-costly-title')}**")
        lines += [
            t("review-costly", rank=i, situation=_situation(kind, d, t),
              did=choice_text(kind, d.taken, t), best=choice_text(kind, d.best, t),
              cost=points(d.cost))
            for i, d in enumerate(worst, start=1)
        ]
    elif accuracy is not None:
        lines.append(t("review-clean"))
    mistake, blunder = THRESHOLDS[review.objective]
    lines.append(t("review-definitions", mistake=mistake, blunder=blunder))
    return lines


def render_review(table: TableView, review: PlayerReview, t: Texts) -> Screen:
    kind = find_kind(table.kind)
    embed = discord.Embed(title=t("review-title", game=kind.name(t), id=str(table.id)),
                          description="\n".join(review_lines(kind, review, t)),
                          colour=REVIEW_COLOUR)
    return Screen(embed=embed)
