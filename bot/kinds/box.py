"""Every box game: one kind class, one instance per game (its `BoxVariant`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from bot.controls import Button, Control, Menu, MenuOption
from bot.domain import Choice
from bot.faces import BLANK_DIE, UNICODE_FACES, dice_line, die, die_button, face_button
from bot.kinds.base import OPEN_CELL, SCRATCH_CELL, CellMark, GameKind, Names, SheetRow, Step
from bot.rules import (
    BaseGame,
    BoxGame,
    BoxInfo,
    BoxVariant,
    RuleError,
    Variant,
    resolve_options,
)
from bot.rules.box_game import ROLLS_PER_TURN
from bot.rules.patterns import pattern_keeps
from bot.text import Texts

_box = BoxGame.of


def keep_label(faces: Sequence[int]) -> str:
    """A keep of several faces, drawn as its dice ("⚃⚃⚄⚄"): a button label takes text
    only, and the Unicode faces read the same in every language."""
    return "".join(UNICODE_FACES[f] for f in faces)


def _faces(box: BoxGame) -> list[tuple[int, int]]:
    """(face, how many show it) for the face buttons: most dice first, then the higher
    face; the prompt's example is the first of them."""
    return sorted(Counter(box.dice).items(), key=lambda fc: (-fc[1], -fc[0]))


# The board's rows of controls, top to bottom.
DICE_ROW, FACE_ROW, KEEPS_ROW, ROLL_ROW, PICK_ROW, MENU_ROW = range(6)
SCORE_PICKS = 3  # boxes offered as buttons: the ones scoring most with these dice
ROW_WIDTH = 5  # buttons Discord puts in a row: every open box, on a turn's last roll


class BoxKind(GameKind):
    """Fill every box once, three rolls a turn, hold dice between rolls."""

    actions = frozenset({"hold", "keep", "roll", "score"})
    coached = True

    def __init__(self, variant: Variant) -> None:
        if not isinstance(variant, BoxVariant):
            raise TypeError(f"{variant.id} is not a box game")
        super().__init__(variant)
        self.rules = variant  # the variant, as the box game it is

    def box_name(self, box: str, t: Texts) -> str:
        return t.phrase(self.rules.box_name_key(box))

    def box_description(self, box: BoxInfo, t: Texts) -> str:
        return t(box.desc, **box.params)

    def box_lines(self, options: Mapping[str, object], t: Texts) -> list[str]:
        return [f"**{self.box_name(b.id, t)}** — {self.box_description(b, t)}"
                for b in self.rules.box_list(options)]

    # -- playing --------------------------------------------------------------
    def apply(self, game: BaseGame, action: str, arg: str | None, player: str) -> None:
        box = _box(game)
        if action == "hold":
            index: object = int(arg) if arg and arg.isdigit() else arg
            box.toggle_hold(index, player=player)  # type: ignore[arg-type]
        elif action == "keep" and arg and len(arg) > 1 and arg.isdigit():
            box.roll_keeping_dice([int(c) for c in arg], player=player)  # two pairs, a run
        elif action == "keep":
            box.roll_keeping(int(arg) if arg and arg.isdigit() else arg,  # type: ignore[arg-type]
                             player=player)
        elif action == "roll":
            box.roll(held=box.held, player=player)
        elif action == "score":
            box.score(arg or "", player=player)
        else:
            raise self.refuse_unknown(action)

    # -- the hint's Apply ------------------------------------------------------
    def opening(self, game: BaseGame) -> Step | None:
        box = _box(game)
        if box.is_over or box.rolls_left != ROLLS_PER_TURN:
            return None
        return ("roll", None)

    def choice_arg(self, choice: Choice) -> str | None:
        """`keep_556` (the faces kept, `keep_` for none), `score_<box>`, `roll`."""
        if choice.action == "keep":
            return "keep_" + "".join(str(v) for v in sorted(choice.keep))
        if choice.action == "score" and choice.box:
            return f"score_{choice.box}"
        return "roll" if choice.action == "roll" else None

    def choice_steps(self, game: BaseGame, arg: str | None) -> list[Step]:
        """Hold exactly the kept faces (toggling only what must change, keeping the dice
        already held first), then roll; or score a box; or the turn's first roll."""
        box = _box(game)
        action, _, rest = (arg or "").partition("_")
        if arg == "roll":
            return [("roll", None)]
        if action == "score" and rest:
            return [("score", rest)]
        if action != "keep" or rest.strip("123456") or len(rest) > 5:
            raise self.refuse_unknown("apply")
        wanted = [int(c) for c in rest]
        held: set[int] = set()
        for value in wanted:
            spare = [i for i, v in enumerate(box.dice) if v == value and i not in held]
            if not spare:
                raise self.refuse_unknown("apply")  # not these dice: a forged argument
            held.add(min(spare, key=lambda i: (i not in box.held, i)))
        toggles = sorted(held.symmetric_difference(box.held))
        return [*(("hold", str(i)) for i in toggles), ("roll", None)]

    # -- layout -----------------------------------------------------------------
    def turn_lines(self, game: BaseGame, names: Names, t: Texts) -> list[str]:
        box = _box(game)
        current = names[box.current_player]
        if box.roll_number == 0:
            return [t("turn-line-start", player=current),
                    t("dice-line", dice=dice_line(()))]
        lines = [t("turn-line", player=current, roll=box.roll_number),
                 t("dice-line", dice=t.isolate(dice_line(box.dice, box.held)))]
        if box.held:
            lines.append(t("held-line",
                           held=t.isolate(" ".join(die(box.dice[i]) for i in box.held))))
        return lines

    def prompt_lines(self, game: BaseGame, t: Texts) -> list[str]:
        box = _box(game)
        if box.roll_number == 0:
            return [t("before-first-roll")]
        if not box.rolls_left:
            return []
        # The example is the first face button of these dice, as drawn, isolated: it
        # reads whole in Arabic.
        face, count = _faces(box)[0]
        example = t.isolate(f"{die(face)} {t('btn-keep', count=count)}")
        return [f"-# {t('keep-help', face=example)}"]

    def controls(self, game: BaseGame, t: Texts) -> list[Control]:
        """Before the first roll only Roll. Then, while rolls are left: the dice (each
        holds or releases itself), one button per face showing ("⚄ ×3": hold those and
        roll the rest, a turn's usual decision in one tap) and Roll; and always the
        boxes scoring most now as buttons (every open box, scratches too, when they all
        fit), every box in the menu."""
        box = _box(game)
        if box.roll_number == 0:
            return [Button("roll", label=t("btn-roll-first"), emoji=BLANK_DIE,
                           style="success", row=ROLL_ROW)]
        items: list[Control] = []
        if box.rolls_left > 0:
            for i, value in enumerate(box.dice):
                is_held = i in box.held
                emoji, label = die_button(value, is_held, t("btn-held"))
                items.append(Button("hold", str(i), emoji=emoji, label=label,
                                    style="primary" if is_held else "secondary", row=DICE_ROW))
            for face, count in _faces(box):
                emoji, label = face_button(face, t("btn-keep", count=count))
                items.append(Button("keep", str(face), emoji=emoji, label=label,
                                    style="success", row=FACE_ROW))
            # Keeps of several faces (two pairs, a straight draw: the dice's own
            # patterns), in a row of their own, shown only when the dice show one.
            items += [Button("keep", "".join(map(str, faces)), label=keep_label(faces),
                             style="success", row=KEEPS_ROW)
                      for faces in pattern_keeps(
                          box.dice, exact_straights=self.exact_straights(box.options))]
            items.append(Button("roll", label=t("btn-roll", left=box.rolls_left),
                                emoji=BLANK_DIE, style="success", row=ROLL_ROW))
        preview = box.preview()
        if len(preview) <= (SCORE_PICKS if box.rolls_left else ROW_WIDTH):
            # Every open box fits on the row: each is a button, scratches too, in the
            # menu's order (the whole choice shown, none picked for the player): the
            # zero a turn ends on late in a game is one tap, not the menu's two.
            best = [option.value for option in self.score_options(box, t, preview)]
        else:
            best = sorted((b for b, points in preview.items() if points),
                          key=lambda b: -preview[b])[:SCORE_PICKS]
        items += [Button("score", b, label=t("score-option", box=self.box_name(b, t),
                                              points=preview[b])
                         if preview[b] else
                         t("score-option-scratch", box=self.box_name(b, t)),
                         style="success" if preview[b] else "secondary", row=PICK_ROW)
                  for b in best]
        items.append(Menu("score", self.score_options(box, t, preview)[:25],
                          placeholder=t("score-placeholder"), row=MENU_ROW))
        return items

    def exact_straights(self, options: Mapping[str, object]) -> bool:
        """Whether 1-2-3-4-5 and 2-3-4-5-6 fill different boxes (Yatzy's small and large
        straights; in Yacht either is the one large straight): read from the rules."""
        resolved = resolve_options(self.id, dict(options))
        return len({frozenset(b.id for b in self.rules.box_list(resolved) if not b.upper
                              and self.rules.points(b.id, dice, resolved, {}))
                    for dice in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))}) == 2

    def score_options(self, box: BoxGame, t: Texts,
                      preview: Mapping[str, int] | None = None) -> tuple[MenuOption, ...]:
        """The boxes open to these dice: those that score first, most points first, then
        the scratches, in card order. A select menu has no groups: the order and each
        option's description ("what it scores" / "scratch: 0") do the grouping.
        `preview`: the box's points, when the caller scored the dice already."""
        infos = {info.id: info for info in box.boxes}
        order = {box_id: i for i, box_id in enumerate(infos)}
        preview = box.preview() if preview is None else preview
        ranked = sorted(preview, key=lambda b: (preview[b] == 0, -preview[b], order[b]))
        return tuple(
            MenuOption(
                value=box_id,
                label=(t("score-option", box=self.box_name(box_id, t), points=preview[box_id])
                       if preview[box_id] else
                       t("score-option-scratch", box=self.box_name(box_id, t))),
                description=(self.box_description(infos[box_id], t) if preview[box_id]
                             else t("score-option-scratch-desc"))[:100],
            )
            for box_id in ranked
        )

    def sheet(self, game: BaseGame, t: Texts) -> list[SheetRow]:
        """Boxes in order, the upper subtotal and the bonus's progress ("37/63", then
        "+35") after the upper boxes, the extra-Yacht bonus, the total. An open box is
        marked open, a box filled with 0 as a scratch; numbers as the reader writes them."""
        box = _box(game)
        keys = box.players
        cards = {k: box.scores(k) for k in keys}
        rows: list[SheetRow] = []
        upper_done = False
        for info in box.boxes:
            if not upper_done and not info.upper and self.rules.upper_bonus:
                rows.append(SheetRow(t("row-upper-subtotal"),
                                     tuple(t.number(box.upper_total(k)) for k in keys),
                                     strong=True))
                rows.append(self._upper_bonus_row(box, t))
                upper_done = True
            cells: list[str] = []
            marks: list[CellMark] = []
            for k in keys:
                points = cards[k].get(info.id)
                cells.append(OPEN_CELL if points is None else
                             SCRATCH_CELL if points == 0 else t.number(points))
                marks.append("open" if points is None else "scratch" if points == 0 else "")
            rows.append(SheetRow(self.box_name(info.id, t), tuple(cells), marks=tuple(marks)))
        joker = self.rules.joker_option
        if joker is not None and box.options.get(joker):
            rows.append(SheetRow(t("row-yacht-bonus"),
                                 tuple(t.number(self.rules.joker_bonus * box.yacht_bonuses(k))
                                       for k in keys),
                                 strong=True))
        totals = box.totals
        rows.append(SheetRow(t("row-total"), tuple(t.number(totals[k]) for k in keys),
                             strong=True))
        return rows

    def _upper_bonus_row(self, box: BoxGame, t: Texts) -> SheetRow:
        bonus = self.rules.upper_bonus
        assert bonus is not None  # the row is drawn for games with an upper bonus only
        threshold = bonus.threshold
        cells: list[str] = []
        marks: list[CellMark] = []
        for k in box.players:
            earned = box.upper_bonus(k)
            open_upper = any(info.upper and info.id not in box.scores(k) for info in box.boxes)
            if earned:
                cells.append(t.isolate(f"+{t.number(earned)}"))
                marks.append("earned")
            elif open_upper:
                cells.append(t.isolate(f"{t.number(box.upper_total(k))}/{t.number(threshold)}"))
                marks.append("progress")
            else:
                cells.append(t.number(0))
                marks.append("")
        return SheetRow(t("row-upper-bonus"), tuple(cells), strong=True, marks=tuple(marks))

    def aim(self, options: Mapping[str, object]) -> tuple[float, str] | None:
        from bot.ai.expected import optimal_expected

        expected = optimal_expected(self.id, dict(options))
        return None if expected is None else (expected, "optimal")

    def event_params(self, game: BaseGame, event: Mapping[str, object],
                     t: Texts) -> dict[str, object]:
        box = event.get("box")
        return {"box": self.box_name(str(box), t)} if box else {}

    def refusal_params(self, game: BaseGame | None, error: RuleError,
                       t: Texts) -> dict[str, object]:
        if error.code == "box_filled":
            return {"box": self.box_name(str(error.params["box"]), t)}
        if error.code == "joker":
            boxes = [self.box_name(str(b), t) for b in error.params["boxes"]]
            return {"boxes": t.join(boxes, "or")}
        if error.code == "bad_die":
            return {"die": error.params["die"]}
        if error.code == "no_such_face":
            return {"face": die(int(error.params["face"]))}
        return {}

