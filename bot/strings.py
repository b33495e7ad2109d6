"""Every user-facing text of the bot, in one place so it can be translated later.

Templates use str.format fields. Rules texts and box names come from bot.rules
(game_info), not from here, so they can never drift from the rules applied.
"""

from __future__ import annotations

# -- startup ---------------------------------------------------------------
MISSING_TOKEN = (
    "error: DISCORD_TOKEN is not set. Put it in the environment or in .env "
    "(see .env.example)."
)
BAD_SETTINGS = "error: invalid setting {name}: {problem}"

# -- command descriptions ----------------------------------------------------
GROUP_DESC = "Five-dice games: Yacht, Classic Yacht, Generala and 5000"
START_DESC = "Open a game lobby in this channel"
RULES_DESC = "Show the rules of a game (with the options in effect)"
SCORECARD_DESC = "Privately show the full score sheet of this channel's game"
LEADERBOARD_DESC = "Show this server's leaderboard for a game"
STATS_DESC = "Show a player's record across games"
CANCEL_DESC = "Cancel this channel's game (host or Manage Server)"
SETTINGS_DESC = "Show or change this server's defaults (Manage Server)"

PARAM_GAME = "Which game"
PARAM_USER = "Whose record (default: you)"
PARAM_TIMEOUT = "Minutes a player may take for a turn before it is played for them (0 = off)"
PARAM_OPTIONS = {
    "full_house": "Yacht: Full House scores 25 (fixed) or the dice sum",
    "yacht_bonus": "Yacht: extra Yachts score +100 and act as jokers",
    "four_of_a_kind": "Classic: Four of a Kind scores 4 × face or the dice sum",
    "double_generala": "Generala: play with the Double Generala box",
    "generala_points": "Generala: points for a Generala",
    "double_generala_points": "Generala: points for a Double Generala",
    "served_bonus": "Generala: bonus for a served straight/full house/four",
    "served_generala_wins": "Generala: a served Generala wins at once",
    "straight": "Generala: which dice make a straight",
}

# -- refusals (always ephemeral) -----------------------------------------------
GUILD_ONLY = "Games are played in server channels, not in direct messages."
STALE = "This prompt is out of date. Use the latest game message."
NOT_YOUR_TURN = "It is not your turn: wait for {player}."
NOT_SEATED = "You are not seated in this game."
UNKNOWN_COMPONENT = "That button is not one I know (unknown or damaged). Nothing changed."
UNKNOWN_GAME = "That game does not exist (anymore). Nothing changed."
GAME_OVER = "This game is over."
GAME_CANCELLED = "This game was cancelled."
CHANNEL_BUSY = "This channel already has a game: {url}"
NO_GAME_HERE = "There is no game in this channel. Start one with `/yacht start`."
NOT_STARTED = "The game has not started yet."
ALREADY_SEATED = "You are already seated."
TABLE_FULL = "The table is full ({max} seats)."
NOT_HOST_START = "Only the host ({host}) or a server manager can start the game."
NOT_HOST_CANCEL = "Only the host ({host}) or a server manager can cancel the game."
NOT_HOST_ADD_BOT = "Only the host ({host}) or a server manager can add computer seats."
HOST_CANNOT_LEAVE = "You are the host: use Cancel to close the lobby."
NO_PLAYERS = "Nobody is seated yet."
UNKNOWN_LEVEL = "Unknown computer level {level!r}."
NEED_MANAGE = "You need the Manage Server permission for this."
COMPUTER_TURN = "A computer seat is playing; wait for it."
UNKNOWN_ACTION = "That action is not known. Nothing changed."
SOMETHING_WRONG = "Something went wrong on my side; nothing changed. Please try again."

# -- confirmations -------------------------------------------------------------
CANCELLED_BY = "Game cancelled by {user}."
BOT_ADDED = "Added a {level} computer seat."
CHOOSE_LEVEL = "Which level for the computer seat?"
LEVEL_PLACEHOLDER = "Choose a level"
LEVEL_LABELS = {
    "easy": "Easy — plays by feel",
    "normal": "Normal — plays sensibly",
    "optimal": "Optimal — plays the best odds",
}
SETTINGS_SAVED = "Server settings saved."

# -- lobby ---------------------------------------------------------------------
LOBBY_TITLE = "{name} — lobby"
LOBBY_DESC = "Join the table, add computer seats, then the host presses **Start**."
FIELD_HOST = "Host"
FIELD_SEATS = "Players ({count}/{max}) in turn order"
FIELD_RULES = "Rules in effect"
NOBODY = "nobody yet"
BTN_JOIN = "Join"
BTN_LEAVE = "Leave"
BTN_ADD_BOT = "Add bot"
BTN_START = "Start"
BTN_CANCEL = "Cancel"
COMPUTER_NAME = "🤖 Computer {n} ({level})"
COMPUTER_SHORT = "🤖 CPU{n}"

# -- turns ---------------------------------------------------------------------
GAME_TITLE = "{name} — game #{id}"
TURN_LINE = "**Turn:** {player} — roll {roll} of 3"
TURN_LINE_START = "**Turn:** {player} — ready to roll"
TURN_LINE_5000 = "**Turn:** {player}"
BEFORE_FIRST_ROLL = "Press **Roll** to throw the dice."
DICE_LINE = "**Dice:** {dice}"
HELD_LINE = "**Held:** {held}"
NONE_HELD = "none"
FIELD_TOTALS = "Totals"
TOTAL_LINE = "{marker}{player}: **{total}**"
LAST_EVENT = "Last: {text}"
BTN_ROLL = "Roll ({left} left)"
BTN_ROLL_FIRST = "Roll"
BTN_ROLL_DICE = "Roll {n} dice"
BTN_BANK = "Bank {points}"
SCORE_PLACEHOLDER = "Score…"
SCORE_PLACEHOLDER_WAIT = "Roll first, then score"
SCORE_OPTION = "{box} — {points}"
SCORE_OPTION_SCRATCH = "{box} — 0 (scratch)"
SCORE_OPTION_WAIT = "Roll first"
SET_ASIDE_LINE = "**Set aside:** {dice}"
TURN_POINTS_LINE = "**Turn total:** {points}"
BANK_REFUSED_LINE = "**Cannot bank:** {reason}"
NOT_ENTERED = " (not in yet)"
TIMEOUT_PLAYED = "{player} ran out of time; the turn was played for them."

EVENT_TEXT = {
    "roll": "{player} rolled {dice}.",
    "score": "{player} scored {points} in {box}.",
    "yacht_bonus": "{player} earned a Yacht bonus (+100)!",
    "served_generala": "{player} rolled a served Generala!",
    "bust": "{player} busted and lost {lost}.",
    "bank": "{player} banked {points}.",
    "gift": "{from_} went over 5000: {points} go to {to}.",
    "gift_lost": "{player} went over 5000: {points} are lost.",
    "reset": "{player} was caught level and drops to 0.",
    "hot_dice": "Hot dice for {player}: all five roll again!",
    "game_over": "Game over.",
}

# -- game end ------------------------------------------------------------------
FINAL_TITLE = "{name} — game #{id} — final scores"
WINNER_ONE = "🏆 {player} wins with {total}!"
WINNER_TIE = "🏆 Shared win: {players} with {total}!"
SERVED_WIN = "🏆 {player} wins at once with a served Generala!"
CANCELLED_TITLE = "{name} — game #{id} — cancelled"
ROW_UPPER_BONUS = "Upper bonus"
ROW_YACHT_BONUS = "Yacht bonus"
ROW_TOTAL = "TOTAL"
LEGEND = "{label} = {player}"
ENTERED_YES = "in"
ENTERED_NO = "not in"

# -- scorecard -----------------------------------------------------------------
SCORECARD_TITLE = "{name} — game #{id} — score sheet"

# -- rules ---------------------------------------------------------------------
RULES_TITLE = "{name} — rules"
FIELD_BOXES = "Boxes"
FIELD_OPTIONS = "Options (`/yacht start` parameters)"
OPTION_LINE = "`{name}` = {value} ({allowed}): {description}"

# -- leaderboard and stats ---------------------------------------------------------
BOARD_TITLE = "{name} — leaderboard"
BOARD_HUMANS = "Human-only games"
BOARD_COMPUTERS = "Games with computer seats"
BOARD_EMPTY = "no finished games yet"
BOARD_LINE = (
    "{rank}. {player} — {wins} wins / {games} games ({rate:.0%}), "
    "best {best}, mean {mean:.1f}"
)
STATS_TITLE = "Player record"
STATS_EMPTY = "No finished games yet."
STATS_LINE = "{wins} wins / {games} games ({rate:.0%}), best {best}, mean {mean:.1f}"
STATS_FIELD = "{name} — {mode}"
MODE_HUMANS = "vs humans"
MODE_COMPUTERS = "with computers"

# -- settings --------------------------------------------------------------------
SETTINGS_TITLE = "Server settings"
FIELD_DEFAULT_GAME = "Default game"
FIELD_DEFAULT_OPTIONS = "Default options"
FIELD_TIMEOUT = "Turn timeout"
TIMEOUT_OFF = "off"
TIMEOUT_MINUTES = "{minutes} min"
HELD_BUTTON = "Held"

# -- hardening (issue 12) ----------------------------------------------------------
WRONG_PLACE = "That button does not belong to a game here. Nothing changed."
LOBBY_LOST = "This lobby's message was lost; start a new game with `/yacht start`."
ONE_CHOICE = "Pick exactly one option. Nothing changed."
UNKNOWN_COMMAND = "That command is not one I know (any more). Nothing changed."
LEFT_GAME = "You left the game; a computer plays your seat from now on."
LOBBY_EXPIRED = "This lobby was closed: nobody started it in time."
UNKNOWN_GAME_KIND = "There is no game called {game!r}. Nothing changed."
BAD_TIMEOUT = "The turn timeout must be between 0 and 1440 minutes. Nothing changed."
LEAVE_DESC = "Leave this channel's game (a computer plays your seat)"
