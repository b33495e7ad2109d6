"""Dice sets at run time: the application emoji, who has unlocked and picked what.

Kept apart from the game service on purpose: the service and the dice source never
read anything here, so a cosmetic can not change play. The bot asks this module for
the looks of a table just before drawing it (from memory after the first time); the
service tells it of every committed move (`after_move`), so milestones are recorded
once and drawing only reads.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import discord

from bot.art.dice_sets import (
    DEFAULT_SET,
    DRAWING_VERSION,
    SET_IDS,
    all_faces,
    emoji_name,
    parse_emoji_name,
)
from bot.domain import TableView
from bot.faces import UNICODE, DiceLook
from bot.ops import metrics
from bot.rules import BaseGame, find_variant
from bot.service.collection import UNLOCKABLE, earned_at_end, earned_by_events
from bot.storage import Repository

if TYPE_CHECKING:
    from bot.service.games import Outcome

log = logging.getLogger(__name__)


def name_taken(error: discord.HTTPException) -> bool:
    """Discord's 50035 for an application emoji name in use (the faces another
    process uploaded since this one listed them)."""
    errors = getattr(error, "_errors", None) or {}  # discord.py keeps the raw error tree
    return error.code == 50035 and "APPLICATION_EMOJI_NAME_ALREADY_TAKEN" in str(errors)


class EmojiClient(Protocol):
    """What the emoji sync needs of discord.Client (so tests can hand in the bot)."""

    async def fetch_application_emojis(self) -> list[discord.Emoji]: ...
    async def create_application_emoji(self, *, name: str, image: bytes) -> discord.Emoji: ...


class DiceEmoji:
    """The application emoji of our dice faces, as message markup.

    Names carry the drawing's version (`bot.art.dice_sets.DRAWING_VERSION`), so a bot
    already deployed uploads a redrawn set under new names rather than reusing the
    old faces it finds; the older drawings' emoji are deleted once every face of the
    new one is up, and serve until then.
    """

    def __init__(self) -> None:
        # (set, value, held) -> markup, per drawing version
        self.faces: dict[int, dict[tuple[str, int, bool], str]] = {}
        self.uploaded = 0
        self.deleted = 0
        self.taken = 0  # faces another process uploaded while this one was uploading
        self.problem: str | None = None  # why emoji are (partly) missing, for the log
        self.done = asyncio.Event()

    @property
    def markup(self) -> dict[str, str]:
        """Emoji name -> markup, every version known."""
        return {emoji_name(s, v, h, version): shown
                for version, faces in self.faces.items()
                for (s, v, h), shown in faces.items()}

    async def sync(self, client: EmojiClient) -> None:
        """List the application's emoji, upload only the faces of this drawing that
        are missing, then delete the faces of older drawings.

        Reuses every face of this drawing found by name, so a restart uploads
        nothing. "Name already taken" means another process of the bot (a shard
        starting at the same moment) uploaded that face since the list: the list is
        read again, its faces used, and the rest uploaded from the other end of the
        list (the other process goes on from its start: they meet in the middle, no
        face drawn twice but the one they met on). Any other refusal (no permission, a rate limit
        discord.py gave up on, a server error) stops the uploads: the sets already
        complete are used (in an older drawing if need be), the rest fall back to
        Unicode faces, older drawings stay, and the next start tries again.
        """
        try:
            older = await self._list(client)
            current = self.faces.setdefault(DRAWING_VERSION, {})
            todo = [(s, v, h) for _name, s, v, h in all_faces() if (s, v, h) not in current]
            backwards = False  # another process met: it goes forwards, this one backwards
            while todo:
                set_id, value, held = todo.pop() if backwards else todo.pop(0)
                image = await asyncio.to_thread(_face_png, set_id, value, held)
                try:
                    emoji = await client.create_application_emoji(
                        name=emoji_name(set_id, value, held), image=image)
                except discord.HTTPException as error:
                    if not name_taken(error):
                        raise
                    older = await self._list(client)
                    current = self.faces.setdefault(DRAWING_VERSION, {})
                    if (set_id, value, held) not in current:
                        raise  # taken by an emoji that is not ours: nothing to use
                    self.taken += 1
                    # Uploading the same faces one step behind the other process would
                    # draw each face twice: take the missing ones from the other end,
                    # and meet it in the middle.
                    todo = [face for face in todo if face not in current]
                    backwards = not backwards
                    continue
                current[(set_id, value, held)] = str(emoji)
                self.uploaded += 1
            for emoji in older:  # the new drawing is complete: the old one goes
                with contextlib.suppress(discord.NotFound):  # another process was first
                    await emoji.delete()
                    self.deleted += 1
                face = parse_emoji_name(emoji.name)
                assert face is not None
                self.faces.get(face.version, {}).pop((face.set_id, face.value, face.held),
                                                     None)
            self.faces = {v: f for v, f in self.faces.items() if f}
        except discord.HTTPException as error:
            self.problem = f"{error.status} {error.text or type(error).__name__}"
            log.warning("dice emoji unavailable (%s): %d of %d faces of this drawing; "
                        "the rest use an older drawing or Unicode", self.problem,
                        len(self.faces.get(DRAWING_VERSION, {})), len(SET_IDS) * 12)
        finally:
            metrics.EMOJI_SYNC.state("partial" if self.problem else "done")
            self.done.set()
        if self.uploaded or self.deleted or self.taken:
            log.info("uploaded %d dice emoji (%d more were being uploaded by another "
                     "process), deleted %d of older drawings", self.uploaded, self.taken,
                     self.deleted)

    async def _list(self, client: EmojiClient) -> list[discord.Emoji]:
        """Read every dice face the application has into `faces`; returns the faces of
        older drawings."""
        older: list[discord.Emoji] = []
        for emoji in await client.fetch_application_emojis():
            face = parse_emoji_name(emoji.name)
            if face is None:
                continue
            self.faces.setdefault(face.version, {})[
                (face.set_id, face.value, face.held)] = str(emoji)
            if face.version != DRAWING_VERSION:
                older.append(emoji)
        return older

    def _complete_version(self, set_id: str) -> int | None:
        """The newest drawing of which all twelve faces of the set exist."""
        for version in sorted(self.faces, reverse=True):
            faces = self.faces[version]
            if all((set_id, v, h) in faces for v in range(1, 7) for h in (False, True)):
                return version
        return None

    def complete(self, set_id: str) -> bool:
        return self._complete_version(set_id) is not None

    def look(self, set_id: str) -> DiceLook:
        """The set's emoji when all twelve faces exist (the newest drawing that has
        them); else classic's; else Unicode."""
        for candidate in (set_id, DEFAULT_SET):
            version = self._complete_version(candidate)
            if version is not None:
                faces = self.faces[version]
                return DiceLook(candidate, {(v, h): faces[(candidate, v, h)]
                                            for v in range(1, 7) for h in (False, True)})
        return UNICODE


@dataclass(frozen=True)
class DiceShelf:
    """One player's sets for /yacht dice: what they own, chose, and just earned."""

    owned: frozenset[str]
    chosen: str
    new: tuple[str, ...]  # unlocked but not yet announced (announced by showing them)


class Cosmetics:
    """Looks per table, choices per user, unlocks per milestone; caches in memory."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        self.emoji = DiceEmoji()
        self._choices: dict[int, str] = {}
        self._guilds: dict[int, bool] = {}

    # -- looks ------------------------------------------------------------------------
    async def warm(self, table: TableView) -> None:
        """Load what looks(table) needs that is not in memory yet (one query at most)."""
        if table.guild_id not in self._guilds:
            self._guilds[table.guild_id] = await self.repo.cosmetics_enabled(table.guild_id)
        missing = [s.user_id for s in table.seats
                   if s.user_id is not None and s.user_id not in self._choices]
        if missing:
            found = await self.repo.dice_choices(missing)
            for user in missing:
                self._choices[user] = found.get(user, DEFAULT_SET)

    def looks(self, table: TableView) -> dict[str, DiceLook]:
        """Seat key -> the dice it shows: the player's pick, classic when the server
        turned cosmetics off (or for a computer seat)."""
        enabled = self._guilds.get(table.guild_id, True)
        looks = {}
        for seat, key in zip(table.seats, table.keys, strict=True):
            chosen = DEFAULT_SET
            if enabled and seat.user_id is not None:
                chosen = self._choices.get(seat.user_id, DEFAULT_SET)
            looks[key] = self.emoji.look(chosen)
        return looks

    # -- the player's shelf -----------------------------------------------------------
    async def shelf(self, user_id: int) -> DiceShelf:
        unlocks = await self.repo.dice_unlocks(user_id)
        chosen = (await self.repo.dice_choices([user_id])).get(user_id, DEFAULT_SET)
        owned = frozenset({DEFAULT_SET, *(u.set_id for u in unlocks)})
        new = tuple(u.set_id for u in unlocks if not u.announced)
        if new:
            await self.repo.mark_unlocks_announced(user_id, list(new))
        return DiceShelf(owned, chosen if chosen in owned else DEFAULT_SET, new)

    async def choose(self, user_id: int, set_id: str) -> bool:
        """Pick a set; False (nothing changes) when the player does not own it."""
        if set_id != DEFAULT_SET:
            owned = {u.set_id for u in await self.repo.dice_unlocks(user_id)}
            if set_id not in owned:
                return False
        await self.repo.choose_dice(user_id, set_id)
        self._choices[user_id] = set_id
        return True

    def forget(self, user_id: int) -> None:
        """Drop what is remembered of a user who asked to be forgotten."""
        self._choices.pop(user_id, None)

    def forget_guild(self, guild_id: int) -> None:
        self._guilds.pop(guild_id, None)

    async def enabled(self, guild_id: int) -> bool:
        if guild_id not in self._guilds:
            self._guilds[guild_id] = await self.repo.cosmetics_enabled(guild_id)
        return self._guilds[guild_id]

    async def set_enabled(self, guild_id: int, enabled: bool) -> None:
        await self.repo.set_cosmetics(guild_id, enabled)
        self._guilds[guild_id] = enabled

    # -- milestones ---------------------------------------------------------------------
    async def after_move(self, outcome: Outcome) -> list[tuple[int, str]]:
        """Record what a committed move earned; on the move that ended the game, every
        unlock of its players not told yet, now marked as told (the final screen tells
        them, once: a redraw of it gets none)."""
        table = outcome.game
        await self.record(table, outcome.rules, finished_now=outcome.finished_now,
                          played_for_absent=outcome.note == "timeout")
        return await self.announce(table) if outcome.finished_now else []

    async def record(self, table: TableView, game: BaseGame | None, *, finished_now: bool,
                     played_for_absent: bool = False) -> list[tuple[int, str]]:
        """Record what a saved move earned; returns the new (user, set) unlocks."""
        if game is None:
            return []
        humans = {key: seat.user_id for seat, key in zip(table.seats, table.keys, strict=True)
                  if seat.user_id is not None}
        earned: dict[int, set[str]] = {}
        if not played_for_absent:  # a turn the timeout played earns its player nothing
            earned = earned_by_events(game.events, find_variant(game.kind).is_box_game,
                                      humans)
        if finished_now:
            finished = {user: await self.repo.finished_games(user) for user in humans.values()}
            for user, sets in earned_at_end(table.seats, table.keys, game.winners,
                                            finished).items():
                earned.setdefault(user, set()).update(sets)
        new: list[tuple[int, str]] = []
        for user, sets in earned.items():
            for set_id in await self.repo.unlock_dice(user, sorted(sets & UNLOCKABLE), table.id):
                new.append((user, set_id))
        return new

    async def announce(self, table: TableView) -> list[tuple[int, str]]:
        """Every (user, set) unlock of the table's players not told yet, now marked as
        told."""
        told: list[tuple[int, str]] = []
        for user in (s.user_id for s in table.seats if s.user_id is not None):
            pending = [u.set_id for u in await self.repo.dice_unlocks(user) if not u.announced]
            if pending:
                await self.repo.mark_unlocks_announced(user, pending)
                told.extend((user, set_id) for set_id in pending)
        return told


def _face_png(set_id: str, value: int, held: bool) -> bytes:
    """The face to upload, drawn by bot.art.dice, which loads PIL: imported here, on the
    first upload, so a start does not load the drawing before the bot serves."""
    from bot.art.dice import face_png

    return face_png(set_id, value, held)
