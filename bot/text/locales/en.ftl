# English catalogue: every word the bot shows. Keys are grouped by where they appear.
# Parameters are Fluent variables; ids and versions are passed as strings.

## Games and their rules

game-yacht = Yacht
game-classic = Classic Yacht
game-generala = Generala
game-5000 = 5000
game-yatzy = Yatzy
summary-yacht = 13 boxes with an upper bonus: the Yahtzee-style classic.
summary-classic = The traditional 12-box Yacht: no bonuses, no joker.
summary-generala = The Latin-American favourite: served bonuses and Generalas.
summary-5000 = Push your luck: bank points until you hit exactly 5,000.
summary-yatzy = Scandinavian Yatzy: 15 boxes with pairs, and 50 bonus points for the upper section.

rules-rounds = { $rounds ->
    [one] One round
   *[other] { $rounds } rounds
  }: every player fills every box once.
rules-three-rolls = Up to three rolls a turn; hold any dice between rolls; score after any roll.
rules-three-rolls-rehold = Up to three rolls a turn; held dice may be re-rolled later in the turn.
rules-zero-box = A box the dice do not fit may still be chosen: it scores 0.
rules-upper-bonus = Upper bonus: +{ $bonus } when Ones to Sixes total { $threshold } or more.
rules-extra-yacht = Extra Yacht: +{ $bonus } for each further Yacht once the Yacht box holds 50.
rules-joker = Joker: with the Yacht box filled, five of a kind must go in its upper box if open, else any lower box (straights and full house at full value), else 0 in an upper box.
rules-highest-wins = Highest total wins; equal totals share the win.
rules-no-bonus = No upper bonus, no Yacht bonus, no joker.
rules-no-extra-yatzy = No extra-Yatzy bonus, no joker.
rules-scratch = Up to three rolls a turn; any open box may be scratched (filled with 0).
rules-served-bonus = Served (first roll) straight, full house or four of a kind: +{ $bonus }.
rules-served-generala = A served Generala wins the game at once, unless you scratched Generala.
rules-otherwise-highest = Otherwise the highest total wins; equal totals share the win.
rules-5000-goal = Be the first to reach exactly { $target }.
rules-5000-scoring = Each 1 scores 100, each 5 scores 50; three of a kind: face × 100, three 1s 1,100; four of a kind doubles it, five of a kind quadruples it; 1-2-3-4-5 or 2-3-4-5-6: 1,500.
rules-5000-set-aside = Only dice of one roll combine. Scoring dice are set aside; roll the rest or bank.
rules-5000-bust = A roll that scores nothing busts the turn. All five scored: roll five fresh dice.
rules-5000-bank = Bank only multiples of 100: at least { $entry } to enter the game, then at least { $minimum }.
rules-5000-reset = Landing on another player's total resets them to 0 (they must enter again).
rules-5000-gift = A bank that would pass 5,000 goes instead to the player with the lowest total among those with at least { $entry ->
    [one] { $entry } point
   *[other] { $entry } points
  }.

## Options (their values are shown as typed in commands)

option-full_house = Yacht: Full House scores 25 (fixed) or the dice sum
option-yacht_bonus = Yacht: extra Yachts score +100 and act as jokers
option-four_of_a_kind = Classic: Four of a Kind scores 4 × face or the dice sum
option-double_generala = Generala: play with the Double Generala box
option-generala_points = Generala: points for a Generala
option-double_generala_points = Generala: points for a Double Generala
option-served_bonus = Generala: bonus for a served straight/full house/four
option-served_generala_wins = Generala: a served Generala wins at once
option-straight = Generala: which dice make a straight

## Boxes: their names, shared by the games with a box of that id (`box-<id>`; a game that
## words a box its own way in some language has `<game>-box-<id>`), then what each scores,
## per game that scores it so (the key its rules name: bot/rules/games)

box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-three_of_a_kind = Three of a Kind
box-four_of_a_kind = Four of a Kind
box-full_house = Full House
box-small_straight = Small Straight
box-large_straight = Large Straight
box-yacht = Yacht
box-chance = Chance
box-little_straight = Little Straight
box-big_straight = Big Straight
box-choice = Choice
box-straight = Straight
box-generala = Generala
box-double_generala = Double Generala
box-one_pair = One Pair
box-two_pairs = Two Pairs
box-yatzy = Yatzy
generala-box-full_house = Full House
yatzy-box-small_straight = Small Straight
yatzy-box-large_straight = Large Straight

box-upper-desc = Sum of the dice showing { $face }.
yacht-box-three_of_a_kind-desc = At least three alike: sum of all dice.
yacht-box-four_of_a_kind-desc = At least four alike: sum of all dice.
yacht-box-full_house-desc = Three of one face and two of another: { $scoring ->
    [sum] sum of the dice
   *[fixed] 25
  }.
yacht-box-small_straight-desc = Four in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30.
yacht-box-large_straight-desc = 1-2-3-4-5 or 2-3-4-5-6: 40.
yacht-box-yacht-desc = Five of a kind: 50.
yacht-box-chance-desc = Any dice: sum of all dice.
classic-box-full_house-desc = Three of one face and two of a different face: sum of the dice.
classic-box-four_of_a_kind-desc = At least four alike: { $scoring ->
    [sum] sum of all five dice
   *[face] 4 × that face
  }.
classic-box-little_straight-desc = Exactly 1-2-3-4-5: 30.
classic-box-big_straight-desc = Exactly 2-3-4-5-6: 30.
classic-box-choice-desc = Any dice: sum of all dice.
classic-box-yacht-desc = Five of a kind: 50.
generala-box-straight-desc = { $straight ->
    [one_gap] any five different faces
    [ace_as_two] 1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1; a 1 may stand in for the 2
   *[standard] 1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1
  }: 20, +{ $served } if served (first roll).
generala-box-full_house-desc = Three of one face and two of another: 30, +{ $served } if served (first roll).
generala-box-four_of_a_kind-desc = At least four alike: 40, +{ $served } if served (first roll).
generala-box-generala-desc = Five of a kind: { $points }.
generala-box-double_generala-desc = Five of a kind once the Generala box holds its points: { $points }.
yatzy-box-one_pair-desc = Two alike: twice the highest face shown at least twice.
yatzy-box-two_pairs-desc = Two pairs of different faces: the sum of those four dice.
yatzy-box-three_of_a_kind-desc = Three alike: the sum of those three dice.
yatzy-box-four_of_a_kind-desc = Four alike: the sum of those four dice.
yatzy-box-small_straight-desc = Exactly 1-2-3-4-5: { $points }.
yatzy-box-large_straight-desc = Exactly 2-3-4-5-6: { $points }.
yatzy-box-full_house-desc = Three of one face and two of a different face: the sum of all dice.
yatzy-box-chance-desc = Any dice: the sum of all dice.
yatzy-box-yatzy-desc = Five of a kind: { $points }.

## Slash commands

cmd-group = Five-dice games: { $game-names }
cmd-start = Open a game lobby in this channel
cmd-rules = Show the rules of a game (with the options in effect)
cmd-scorecard = Privately show the full score sheet of this channel's game
cmd-leaderboard = Show this server's leaderboard for a game
cmd-stats = Show a player's record across games
cmd-cancel = Cancel this channel's game (host or { permission-manage_guild })
cmd-leave = Leave this channel's game (a computer plays your seat)
cmd-settings = Show or change this server's defaults ({ permission-manage_guild })
param-game = Which game
param-user = Whose record (default: you)
param-timeout = Minutes a player may take for a turn before it is played for them (0 = off)
param-default-game = The game { $command-start } opens when none is named

## Refusals (always private). One per code of the rules and the service.

refusal-guild_only = Games are played in server channels, not in direct messages.
refusal-stale = This prompt is out of date. Use the latest game message.
refusal-not_your_turn = It is not your turn: wait for { $player }.
refusal-not_seated = You are not seated in this game.
refusal-unknown_component = That button is not one I know (unknown or damaged). Nothing changed.
refusal-unknown_game = That game does not exist (anymore). Nothing changed.
refusal-over = This game is over.
refusal-cancelled = This game was cancelled.
refusal-busy = This channel already has a game: { $url }
refusal-no_game = There is no game in this channel. Start one with { $command-start }.
refusal-not_started = The game has not started yet.
refusal-seated = You are already seated.
refusal-full = The table is full ({ $max ->
    [one] one seat
   *[other] { $max } seats
  }).
refusal-not_host_start = Only the host ({ $host }) or a server manager can start the game.
refusal-not_host_cancel = Only the host ({ $host }) or a server manager can cancel the game.
refusal-not_host_add_bot = Only the host ({ $host }) or a server manager can add computer seats.
refusal-host_leave = You are the host: use Cancel to close the lobby.
refusal-empty = Nobody is seated yet.
refusal-bad_level = Unknown computer level “{ $level }”.
refusal-need_manage = You need the { permission-manage_guild } permission for this.
refusal-bot_permissions = I cannot run a game in this channel: I need { $permissions } here. A server manager can give me them, or start the game in another channel.
permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-send_messages_in_threads = Send Messages in Threads
permission-embed_links = Embed Links
permission-read_message_history = Read Message History
permission-manage_guild = Manage Server
permission-create_public_threads = Create Public Threads
refusal-unknown_action = That action is not known. Nothing changed.
refusal-failed = Something went wrong on my side; nothing changed. Please try again.
refusal-restarting = The bot is restarting; nothing changed. Please try again in a few seconds.
refusal-player_count = A game needs { $min } to { $max ->
    [one] { $max } player
   *[other] { $max } players
  }.
refusal-player_ids = Player ids must be non-empty.
refusal-player_twice = Each player may sit at the table only once.
refusal-roller = The dice could not be rolled. Nothing changed.
refusal-schema = This game's saved state cannot be read.
refusal-unknown_player = That player is not in this game.
refusal-no_holds = In 5000 the scoring dice are set aside for you: there is nothing to hold.
refusal-bad_die = There is no die { $die }: dice are numbered 1 to 5.
refusal-hold_before_roll = Roll the dice first; you can hold dice after the first roll.
refusal-bad_face = There is no face { $face }: a die shows 1 to 6.
refusal-no_such_face = No die on the table shows { $face }: pick a face that is there.
refusal-no_rolls = No rolls are left this turn: choose a box to score.
refusal-bad_box = There is no box { $box } in this game.
refusal-score_before_roll = Roll the dice before you score.
refusal-box_filled = You have already filled { $box }.
refusal-joker = Joker rule: five of a kind with the Yacht box filled must go in { $boxes }.
refusal-bank_refused = You cannot bank yet: { $reasons }.
refusal-unknown_option = Option “{ $option }” is not used by { $game }: { $known ->
    [none] it has no options.
   *[other] its options are { $known }.
  }
refusal-bad_option = Option “{ $option }” cannot be “{ $value }”: allowed values are { $allowed }.
# A name quoted in a list of names (options that hold «and» themselves)
quoted = “{ $text }”
refusal-timeout_range = The turn timeout must be between { $min } and { $max ->
    [one] { $max } minute
   *[other] { $max } minutes
  }.
list-separator = ,{" "}
list-and = { $rest } and { $last }
list-or-separator = ,{" "}
list-or = { $rest } or { $last }

bank-reason-over = the game is over
bank-reason-no_roll = roll the dice first, there is nothing to bank yet
bank-reason-not_rounded = your turn total ({ $points }) ends in 50: roll again to round it to a multiple of { $rounding }
bank-reason-below_entry = you need at least { $entry ->
    [one] { $entry } point
   *[other] { $entry } points
  } in one turn to enter the game
bank-reason-below_minimum = you need at least { $minimum ->
    [one] { $minimum } point
   *[other] { $minimum } points
  } to bank
bank-reason-joiner = ; and{" "}

## Confirmations

cancelled-by = Game cancelled by { $user }.
bot-added = Added { $level ->
    [easy] an easy
    [optimal] an optimal
    [win] a “to win”
   *[normal] a normal
  } computer seat.
choose-level = Which level for the computer seat?
level-placeholder = Choose a level
level-easy = Easy — plays by feel
level-normal = Normal — plays sensibly
level-optimal = Optimal — plays the best odds
level-name-easy = easy
level-name-normal = normal
level-name-optimal = optimal
level-win = To win — plays to win, not for points
level-name-win = to win
settings-saved = Server settings saved.

## Lobby

lobby-title = { $game } — lobby
lobby-desc = Join the table, add computer seats, then the host presses **Start**.
field-host = Host
field-seats = Players ({ $seats }) in turn order
field-rules = Rules in effect
nobody = nobody yet
btn-join = Join
btn-leave = Leave
btn-add-bot = Add bot
btn-start = Start
btn-cancel = Cancel
computer-name = 🤖 Computer { $n } ({ $level })

## Turns

game-title = { $game } — game { ID($id) }
turn-line = **Turn:** { $player } — roll { $roll } of 3
turn-line-start = **Turn:** { $player } — ready to roll
turn-line-5000 = **Turn:** { $player }
before-first-roll = Press **Roll** to throw the dice.
dice-line = ## { $dice }
held-line = **Held:** { $held }
keep-help = Tap a face ({ $face }) to keep those dice and roll the rest, or tap single dice to hold them, then Roll.
field-totals = Totals
total-line = { $marker }{ $player }: **{ $total }**
not-entered = {" "}(not in yet)
last-event = Last: { $text }
btn-roll = Roll ({ $left } left)
btn-roll-first = Roll
btn-roll-dice = Roll { $n ->
    [one] { $n } die
   *[other] { $n } dice
  }
btn-bank = Bank { $points }
btn-held = Held
btn-keep = ×{ $count }
score-placeholder = Score…
score-option = { $box } — { $points }
score-option-scratch = { $box } — 0 (scratch)
set-aside-line = **Set aside:** { $dice }
turn-points-line = **Turn total:** { $points }
bank-refused-line = **Cannot bank:** { $reasons }
timeout-played = { $player } ran out of time; the turn was played for them.

event-roll = { $player } rolled { $dice }.
event-hold = { $player } holds { $held }.
event-score = { $player } scored { $points } in { $box }.
event-yacht_bonus = { $player } earned a Yacht bonus (+{ $points })!
event-served_generala = { $player } rolled a served Generala!
event-bust = { $player } busted and lost { $lost }.
event-bank = { $player } banked { $points }.
event-gift = { $from } went over 5,000: { $points } go to { $to }.
event-gift_lost = { $player } went over 5,000: { $points } are lost.
event-reset = { $player } was caught level and drops to 0.
event-hot_dice = Hot dice for { $player }: all five roll again!

## Game end and score sheets

final-title = { $game } — game { ID($id) } — final scores
cancelled-title = { $game } — game { ID($id) } — cancelled
winner-one = 🏆 { $player } wins with { $total }!
winner-tie = 🏆 Shared win: { $players } with { $total }!
served-win = 🏆 { $player } wins at once with a served Generala!
row-upper-bonus = Upper bonus
row-yacht-bonus = Yacht bonus
row-total = TOTAL
row-entered = Entered
entered-yes = in
entered-no = not in
legend = { $label } = { $player }
sheet-seat = P{ $n }
scorecard-title = { $game } — game { ID($id) } — score sheet

## Rules, leaderboard, stats, settings

rules-title = { $game } — rules
field-boxes = Boxes
field-options = Options
option-line = **{ $name }**: { $value } (or { $others }). { $description }
board-title = { $game } — leaderboard
board-humans = Human-only games
board-computers = Games with computer seats
board-empty = no finished games yet
board-line = { $rank }. { $player } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } / { $games ->
    [one] { $games } game
   *[other] { $games } games
  } ({ $rate }), best { $best }, mean { $mean }
stats-title = Player record
stats-empty = No finished games yet.
stats-line = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } / { $games ->
    [one] { $games } game
   *[other] { $games } games
  } ({ $rate }), best { $best }, mean { $mean }
stats-field = { $game } — { $mode ->
    [computers] with computers
   *[humans] vs humans
  }
settings-title = Server settings
field-default-game = Default game
field-default-options = Default options
field-timeout = Turn timeout
no-options = none (the rules of record)
timeout-off = off
timeout-minutes = { $minutes } min

## Startup (printed on stderr, English only: no reader locale exists yet)

startup-missing-token = error: DISCORD_TOKEN is not set. Put it in the environment or in .env (see .env.example).
startup-bad-setting = error: invalid setting { $name }: { $problem }
startup-bad-token = error: Discord refused the token ({ $problem }). Check DISCORD_TOKEN.
startup-no-connection = error: cannot reach Discord at { $url } ({ $problem }).
startup-bad-database = error: cannot use DATABASE_URL { $url }: { $problem }
startup-metrics-port = error: cannot serve metrics on { $host }:{ $port } ({ $problem }). Check METRICS_HOST and METRICS_PORT.
startup-data-dir = error: DATA_DIR { $path } is not writable ({ $problem }); the computer players' tables are saved there.
startup-sqlite-shards = error: SHARD_IDS { $ids } runs only part of the shards (SHARD_COUNT { $count }), which means several processes; SQLite is for one process. Leave SHARD_IDS unset to run every shard here, or use PostgreSQL.
startup-sqlite-locked = error: another process is using the SQLite database { $path } (lock { $lock }); SQLite is for one process. Stop it, or use PostgreSQL.
startup-usage = error: unknown argument { $argument }. Run `python -m bot` to start the bot, or `python -m bot sync-commands` to publish its slash commands.
commands-published = { $count ->
    [one] published { $count } slash command
   *[other] published { $count } slash commands
} { $guild ->
    [none] globally
   *[other] to server { $guild }
}.

## Languages (/yacht language, the start and settings options)

language-name = English
# the language named inside a sentence ("I answer you in English"), as the
# sentence writes it: Spanish «en español», Albanian «në shqip», not the menu's «Español»
language-inline = English
language-auto = Automatic (your Discord language)
language-unset = not set (each reader's own, else English)
language-set = From now on I answer you in { $language }.
language-automatic = Automatic: I answer you in your Discord language when I have it, else in the server's. Now: { $language }.
cmd-language = Choose the language I answer you in
param-language = Your language, or automatic
param-language-game = Language of the game message (default: the server's, else yours)
param-language-server = The server's language, for games and for readers without their own
field-language = Language
refusal-bad_language = There is no language “{ $language }”: choose one of { $allowed }.

## Lines assembled from parts (so right-to-left languages isolate each part)

seat-line = { $n }. { $player }
sheet-player = **{ $player }**
sheet-cell = { $label } { $value }

## Slash command and option names (Discord: lower case, letters, digits, - _ ', no spaces)

cmdname-start = start
cmdname-rules = rules
cmdname-scorecard = scorecard
cmdname-leaderboard = leaderboard
cmdname-stats = stats
cmdname-cancel = cancel
cmdname-language = language
cmdname-settings = yacht-settings
cmdname-dice = dice
cmdname-leave = leave
paramname-game = game
paramname-user = user
paramname-language = language
paramname-default-game = default_game
paramname-turn-timeout = turn_timeout

## Option values offered as choices (value-<value>) (numbers are shown as they are)

value-fixed = fixed (25)
value-sum = sum of the dice
value-face = 4 × the face
value-true = yes
value-false = no
value-standard = standard
value-one_gap = any five different faces
value-ace_as_two = a 1 may stand in for the 2

## Hardening: forged clicks, lost lobbies, leaving a running game
refusal-wrong_place = That button does not belong to a game here. Nothing changed.
refusal-lobby_lost = This lobby's message was lost; start a new game with { $command-start }.
refusal-one_choice = Pick exactly one option. Nothing changed.
refusal-unknown_command = That command is not one I know (any more). Nothing changed.
left-game = You left the game; a computer plays your seat from now on.
lobby-expired = This lobby was closed: nobody started it in time.
## Dice sets, score sheet pictures and the stats chart

dice-set-classic = Classic
dice-set-casino = Red casino
dice-set-wood = Wooden
dice-set-neon = Neon
dice-set-gold = Gold
dice-unlock-classic = everyone's from the start
dice-unlock-casino = finish { $games ->
    [one] a game
   *[other] { $games } games
  }
dice-unlock-wood = roll five of a kind in { $box-game-names }
dice-unlock-neon = win a game that has an optimal computer seat
dice-unlock-gold = bank { $points } or more in one turn of 5000
cmd-dice = Show your dice sets and pick the one you play with
dice-title = Your dice sets
dice-desc = Your dice show on your turns, for everyone at the table. Unlock sets by playing.
dice-owned = ✅ **{ $name }** { $faces }
dice-in-use = ✅ **{ $name }** { $faces } — in use
dice-locked = 🔒 **{ $name }** { $faces } — { $how }
dice-placeholder = Pick your dice
dice-picked = Your dice are now { $name }.
dice-new = 🎉 New: { $names }!
dice-off-here = This server has dice sets turned off: everyone plays with classic dice here.
unlock-line = 🎉 { $player } unlocked the { $set } dice!
refusal-dice_locked = You have not unlocked { $set } yet: { $how }.
param-cosmetics = Dice sets players unlock and pick (on) or classic dice for everyone (off)
field-cosmetics = Dice sets
cosmetics-on = on
cosmetics-off = off (classic dice for everyone)
sheet-picture-title = { $game } { ID($id) }
picture-in-progress = { $player } to play
picture-winner-one = { $player } wins with { $total }
picture-winner-tie = Shared win: { $players } with { $total }
picture-served-win = { $player } wins with a served Generala
picture-computer-name = Computer { $n } ({ $level })
picture-player = Player { $n }
row-upper-subtotal = Upper subtotal
row-round = Round { $n }
chart-title = { $player }: recent games
chart-panel = { $game }: last { $count ->
    [one] game
   *[other] { $count } games
  }
chart-optimal = optimal play { $score }
chart-goal = goal { $score }
chart-win = win
chart-axis = game number

## Hints, reviews and rematches (issue 11)

btn-hint = Hint
btn-review = Review
btn-rematch = Rematch
hints-used-line = 💡 Hints were used in this game.
hint-title = Hint — { $game } { ID($id) }
hint-building = The exact table for these rules is still being built (a few seconds): this is the normal level's advice, without figures.
hint-do = **{ $action }.**
hint-runner-up = Runner-up: { $action }.
hint-clear = Clearly best: { $gap } { $gap ->
    [one] point
   *[other] points
  } ahead of the runner-up.
hint-slight = A little better than the runner-up, by { $gap } { $gap ->
    [one] point
   *[other] points
  }.
hint-equal = About equal: the runner-up is only { $gap } { $gap ->
    [one] point
   *[other] points
  } behind, so either is fine.
hint-expected = Expected final score: { $best } with this choice, { $next } with the runner-up.
hint-expected-one = Expected final score from here: { $best }.
hint-expected-5000 = Points you can expect to bank this turn: { $best } with this choice, { $next } with the runner-up.
hint-expected-one-5000 = Points you can expect to bank this turn: { $best }.
hint-clear-chance = Clearly best: its chance to win is { $gap } higher than the runner-up's.
hint-slight-chance = A little better than the runner-up: its chance to win is { $gap } higher.
hint-equal-chance = About equal: the runner-up's chance to win is only { $gap } lower.
hint-chance = Chance to win: { $best } with this choice, { $next } with the runner-up.
hint-chance-one = Chance to win from here: { $best }.
btn-apply = Apply
hint-applied = ✅ Done: your move is on the game message.
dice-group = { $count ->
    [one] the { $face }
    [2] the two { $face }s
    [3] the three { $face }s
    [4] the four { $face }s
   *[other] the five { $face }s
  }
# several single dice kept (a run): $faces, the faces as one list ("1, 2, 3 and 4"), said once
dice-singles = the { $faces }
act-keep = Keep { $kept } and roll { $n ->
    [one] one die
    [2] two dice
    [3] three dice
   *[other] four dice
  }
act-keep-several = Keep { $kept }, then roll { $n ->
    [one] one die
    [2] two dice
   *[other] three dice
  }
act-keep-all = Keep all five dice and stop rolling
act-reroll-all = Roll all five dice again
act-score = { $points ->
    [0] Score 0 in { $box } (a scratch)
   *[other] Score { $points } in { $box }
  }
act-bank = Bank your { $points } { $points ->
    [one] point
   *[other] points
  }
act-roll = { $n ->
    [one] Roll the last die
    [5] Roll all five dice
   *[other] Roll the { $n } dice left
  }
choice-keep = keeping { $kept } and rolling { $n ->
    [one] one die
    [2] two dice
    [3] three dice
   *[other] four dice
  }
choice-keep-several = keeping { $kept }, then rolling { $n ->
    [one] one die
    [2] two dice
   *[other] three dice
  }
choice-keep-all = keeping all five dice and stopping
choice-reroll-all = rolling all five dice again
choice-score = { $points ->
    [0] scoring 0 in { $box } (a scratch)
   *[other] scoring { $points } in { $box }
  }
choice-bank = banking { $points } { $points ->
    [one] point
   *[other] points
  }
choice-roll = { $n ->
    [one] rolling the last die
    [5] rolling all five dice
   *[other] rolling the { $n } dice left
  }

review-title = Your review — { $game } { ID($id) }
review-final = **Final score: { $final }.**
review-expected = With average dice and the best choice at every step, a game is worth { $expected } { $expected ->
    [one] point
   *[other] points
  } on average.
review-expected-5000 = With average dice and the best bank-or-roll choices, your turns would have banked { $expected } { $expected ->
    [one] point
   *[other] points
  } on average.
review-luck-more = Luck: the dice gave you { $luck } { $luck ->
    [one] point
   *[other] points
  } more than average.
review-luck-less = Luck: the dice gave you { $luck } { $luck ->
    [one] point
   *[other] points
  } less than average.
review-luck-even = Luck: the dice gave you exactly the average.
review-choices = Your choices cost { $lost } { $lost ->
    [one] point
   *[other] points
  }.
review-choices-none = Your choices cost nothing: each one was the best.
review-ended = The game ended early (a served Generala): the boxes you never played took { $ended } { $ended ->
    [one] point
   *[other] points
  } of expected score with them.
review-ended-5000 = The others' banks (gifts and resets) changed your total by { $ended }.
review-details = In figures: { $final } = { $expected } (average) { $luck } (luck) { $choices } (choices)
review-details-ended = In figures: { $final } = { $expected } (average) { $luck } (luck) { $choices } (choices) { $ended } ({ $reason ->
    [served] the early end
   *[table] gifts and resets
  })
review-accuracy = **Accuracy { $accuracy }**: the best choice at { $best } of { $decisions } { $decisions ->
    [one] decision
   *[other] decisions
  }; { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
  }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
  }.
review-no-decisions = No real decisions to rate in this game.
review-auto = { $count ->
    [one] 1 decision was
   *[other] { $count } decisions were
  } played for you when your time ran out.
review-costly-title = Costliest decisions
review-costly = { $rank }. { $when } — your choice: { $did }. Best: { $best } ({ $cost } { $cost ->
    [one] point
   *[other] points
  } more). { $why }
review-when = Turn { $turn }, { $dice }, { $rolls ->
    [0] no rolls left
    [one] 1 roll left
   *[other] { $rolls } rolls left
  }
review-when-5000 = Round { $turn }, { $dice }, { $points } { $points ->
    [one] point
   *[other] points
  } this turn
why-roll-on = With { $n } { $n ->
    [one] die
   *[other] dice
  } to roll, rolling on banks more on average.
why-bank = Rolling on risked the { $points } { $points ->
    [one] point
   *[other] points
  } of this turn.
why-scratch = A 0 in { $box } throws that box away for the rest of the game.
why-more-now = { $box } scored { $points } { $points ->
    [one] point
   *[other] points
  } more right away.
why-save-box = { $box } is worth more later: it was better kept for a stronger roll.
why-stop = { $points } { $points ->
    [one] point
   *[other] points
  } in { $box } now beat the chances of another roll.
why-roll-again = Another roll had better chances than { $box } now.
why-keep-more = Keeping more dice gave better chances.
why-keep-fewer = Rolling more dice gave better chances.
why-other-dice = Those dice aim at a better combination.
review-clean = No costly decisions: every choice was the best one.
review-definitions = Accuracy = share of decisions (points with choices of different value) where you made the best choice. Mistake: costs { $mistake } to { $blunder ->
    [one] { $blunder } point
   *[other] { $blunder } points
  }; blunder: { $blunder } or more.


refusal-hint_not_your_turn = Hints are for the player whose turn it is ({ $player }).
refusal-hints_off = Hints are turned off on this server.
refusal-review_not_finished = The review is ready once the game is over.
refusal-review_no_log = This game was played before moves were recorded, so it cannot be reviewed.
refusal-rematch_not_finished = A rematch can be opened once the game is over.
refusal-bad_hints = Hints can be { $allowed }, not “{ $value }”.
param-hints = Hints: on; on but games with hints stay off the leaderboards; or off
field-hints = Hints
hints-setting-on = on
hints-setting-unranked = on (games with hints stay off the leaderboards)
hints-setting-off = off

# The `rules` option of /yacht start and /yacht-settings: presets named by their changes.
option-name-full_house = Full House
option-name-yacht_bonus = Extra Yachts and jokers
option-name-four_of_a_kind = Four of a Kind
option-name-double_generala = Double Generala
option-name-generala_points = Generala points
option-name-double_generala_points = Double Generala points
option-name-served_bonus = Served bonus
option-name-served_generala_wins = Served Generala wins
option-name-straight = Straight

# Short words of an option's change (a rules suggestion whose changes by name are too
# long for Discord's 100 characters); $value is the value as typed (yes/no as true/false)
option-short-full_house = { $value ->
    [sum] Full House: sum
   *[other] Full House: 25
}
option-short-yacht_bonus = { $value ->
    [false] no extra Yachts
   *[other] extra Yachts
}
option-short-four_of_a_kind = { $value ->
    [sum] Four of a Kind: sum
   *[other] Four of a Kind: 4 × face
}
option-short-double_generala = { $value ->
    [false] no Double
   *[other] Double Generala
}
option-short-generala_points = Generala { $value }
option-short-double_generala_points = Double { $value }
option-short-served_bonus = served +{ $value }
option-short-served_generala_wins = { $value ->
    [false] served Generala doesn't win
   *[other] served Generala wins
}
# both served options changed, said once
option-short-served = served: +{ $bonus }, { $wins ->
        [false] no win
       *[other] wins
    }
option-short-straight = { $value ->
    [one_gap] Straight: any 5 faces
    [ace_as_two] Straight: 1 for 2
   *[other] standard Straight
}
param-rules = The rules: pick a suggestion (type a word of the rules you want to find it)
param-rules-server = A game's default rules: pick a suggestion (type a word to find one)
paramname-rules = rules
paramname-hints = hints
paramname-cosmetics = cosmetics
paramname-play-in = play_in
preset = { $game } — { $rules }
preset-standard = standard rules
preset-change = { $option }: { $value }
options-how = Pick them with the { $parameter-rules } option of { $command-start }: its suggestions name them, for example «{ $example }».
refusal-bad_rules = “{ $word }” is not a rule of this game: pick one of the suggestions (type a word of the rule you want to find it, as { $command-rules } names them).
refusal-rules_two_games = These rules name two games, { $game } and { $other }: keep one of them.
refusal-option_twice = Option “{ $option }” is given twice.
refusal-rules_other_game = These are rules of { $other }, but the game chosen is { $game }.
refusal-no_such_option = No game has an option “{ $option }”: the options are { $known }.

## Where games are played (/yacht-settings play_in) and the board kept in sight
param-play-in = Where games are played: in the channel (the board kept at its bottom) or each in a thread of its own
play-in-channel = in the channel
play-in-thread = in a thread per game
field-play-in = Games are played
refusal-bad_play_in = Games can be played { $allowed }, not “{ $value }”.
thread-name = { $game } { ID($id) }
thread-fallback = No thread for this game: it needs the { permission-create_public_threads } and { permission-send_messages_in_threads } permissions here, so it is played in the channel.
playing-in-thread = ▶ The game is played in { $thread }.
game-moved = ▶ The game goes on here: { $link }

## Trust: verifiable dice, /yacht forget-me, server caps (issue 24)
dice-proof-sent = Game { ID($id) }: the seed, every throw and every move. Check them with `python tools/verify_dice.py { $file }` (how it works: docs/fairness.md).
refusal-proof_not_over = The dice seed stays secret until the game is over.
refusal-proof_unverifiable = This game has no dice proof: its dice were thrown before dice commitments.
former-player = Former player { $n }
cmd-forget-me = Delete what this bot stores about you (it asks you first)
cmdname-forget-me = forget-me
forget-title = Delete your data?
forget-question = This deletes your language, your choices of turn pings and auto-roll, your dice sets and the set you play with, and takes your name off every game you played: your seats and scores stay, so the other players' games still add up, but they no longer name you, and you leave the leaderboards. It cannot be undone. Messages already posted in channels stay as they are.
btn-forget-confirm = Delete my data
btn-forget-keep = Keep it
forget-kept = Nothing was deleted.
forget-done = { $games ->
    [0] Done: nothing this bot stores names you any more.
    [one] Done: nothing this bot stores names you any more; one game now shows a former player in your seat.
   *[other] Done: nothing this bot stores names you any more; { $games } games now show a former player in your seat.
  }
refusal-forget_seated = You still have a seat in a game ({ $channel }): leave it with { $command-leave } (or let it end), then ask again.
refusal-forget_not_yours = This question is not yours: use { $command-forget-me } yourself.
refusal-forget_expired = This question has expired: use { $command-forget-me } again.
refusal-cap_lobbies = { $limit ->
    [one] This server already has an open lobby: join it, or wait until it starts or closes.
   *[other] This server already has { $limit } open lobbies: join one, or wait until one starts or closes.
  }
refusal-cap_games = { $limit ->
    [one] This server already has a game in play: wait until it ends.
   *[other] This server already has { $limit } games in play: wait until one ends.
  }
refusal-cap_member_lobbies = { $limit ->
    [one] You already host an open lobby on this server: start or cancel it first.
   *[other] You already host { $limit } open lobbies on this server: start or cancel one of them first.
  }

## The daily challenge and skill (issue 21)

cmdname-daily = daily
cmd-daily = Today's daily challenge: the same dice for everyone, played privately
paramname-by = by
param-by = What the board ranks
board-by-wins = wins and scores
board-by-daily = the daily challenge
board-by-skill = skill (points lost to decisions)
paramname-daily-game = daily_game
param-daily-game = The game of this server's daily challenge
field-daily-game = Daily challenge
daily-title = Daily challenge — { $game } — { $day }
daily-score = Your score: { $score }
daily-private = Only you see this game, and everyone gets the same dice today. If its buttons stop answering, { $command-daily } brings it back.
daily-new = Today's daily challenge: one attempt, the same dice for everyone. Good luck!
daily-resumed = Your daily challenge goes on where you left it.
daily-done-before = You have played today's daily challenge already: here is your result.
daily-moved = That message had expired: your daily challenge goes on here.
daily-end-score = **Your score: { $score }**
# $lost is written with one decimal (1.0, 14.2): English counts such a number as other, always "points".
daily-end-skill = Skill: { $lost ->
   *[other] { $lost } points
  } lost to your decisions; the best play { $accuracy } of the time.
daily-end-skill-no-decisions = Skill: { $lost ->
   *[other] { $lost } points
  } lost to your decisions; there was no real decision to rate.
daily-end-luck = Luck: { $luck }; the day's average: { $average } ({ $players ->
    [one] 1 player
   *[other] { $players } players
  }).
daily-end-unreviewed = Your review is not ready yet: { $command-daily } shows it later.
daily-end-turns = Your turns: { $marks }
daily-end-legend = 🟩 the best play · 🟨 a little lost · 🟧 a mistake · 🟥 a blunder
btn-share = Share
daily-share = { $player } — daily { $game }, { $day }: { $score ->
    [one] 1 point
   *[other] { $score } points
  }, { $lost ->
   *[other] { $lost } points
  } lost to decisions { $marks }
daily-share-unreviewed = { $player } — daily { $game }, { $day }: { $score ->
    [one] 1 point
   *[other] { $score } points
  }
daily-board-title = Daily challenge — { $game } — { $day }
daily-board-today = Today
daily-board-week = Best of the week
daily-board-hidden = Play { $command-daily } first: today's results show once you have played.
daily-board-line = { $rank }. { $player } — { $score ->
    [one] 1 point
   *[other] { $score } points
  } ({ $lost ->
   *[other] { $lost } points
  } lost to decisions)
daily-board-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 point
   *[other] { $score } points
  }
daily-board-week-line = { $rank }. { $player } — { $score ->
    [one] 1 point
   *[other] { $score } points
  } ({ $lost ->
   *[other] { $lost } points
  } lost to decisions), { $day }
daily-board-week-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 point
   *[other] { $score } points
  }, { $day }
skill-board-title = { $game } — skill
skill-board-line = { $rank }. { $player } — { $lost ->
   *[other] { $lost } points
  } lost per game, over { $games ->
    [one] 1 game
   *[other] { $games } games
  }, accuracy { $accuracy }
skill-board-empty = Nobody has { $minimum ->
    [one] 1 ranked game
   *[other] { $minimum } ranked games
  } yet.
skill-board-rules = Points lost to decisions per game, as the exact solver reviews them (luck taken out), over each player's last { $window ->
    [one] ranked game
   *[other] { $window } ranked games
  }, from { $minimum } on; lower is better. Ranked: dailies and solo games without hints. Games against others are reviewed too, but stay off this board.
skill-board-season-rules = Points lost to decisions per game, as the exact solver reviews them (luck taken out), over each player's ranked games in the season, from { $minimum } on; lower is better. Ranked: dailies and solo games without hints. Games against others are reviewed too, but stay off this board.
stats-skill = { $game } skill: { $lost ->
   *[other] { $lost } points
  } lost to decisions per game, over the last { $games ->
    [one] ranked game
   *[other] { $games } ranked games
  }
stats-skill-unranked = { $game } against others (not ranked): { $lost ->
   *[other] { $lost } points
  } lost to decisions per game, over { $games ->
    [one] 1 game
   *[other] { $games } games
  }
chart-skill-panel = { $game }: points lost to decisions, { $count ->
    [one] last game
   *[other] last { $count } games
  }
chart-skill-aim = perfect play 0
refusal-daily_in_channel = A daily challenge is played in private messages only. Nothing changed.
refusal-daily_forged = That button is not from a daily challenge of that day. Nothing changed.
refusal-daily_not_yours = This daily challenge is someone else's. Nothing changed.
refusal-daily_shared = You have shared this daily challenge already.
refusal-daily_not_over = Finish your daily challenge first, then share it.
refusal-not_daily = That is not a daily challenge.
refusal-daily_off = The daily challenge is not available right now.
refusal-bad_board = There is no board “{ $value }”: the boards are { $allowed }.

# Turns that reach the players (issue 17)
computer-thinking = { $player } is thinking…
turn-deadline = ⏳ { $shown ->
    [clock] This turn times out at { $time }.
   *[relative] This turn times out { $time }.
  }
rank-line = { $place }. { $player } — { $total }
score-option-scratch-desc = Scratch: this box scores 0.
turn-ping = { $player }, your turn in { $game } { ID($id) }: { $link }
cmdname-pings = pings
cmd-pings = Choose whether I ping you when a turn passes to you
paramname-pings = pings
param-pings = On, off, or as each server decides
pings-choice-on = On
pings-choice-off = Off
pings-choice-auto = As each server decides
pings-set-on = I will ping you once when a turn passes to you and you have not played after a short while.
pings-set-off = I will not ping you when a turn passes to you.
pings-set-auto = Each server decides whether I ping you when a turn passes to you.
param-pings-server = Ping a player whose turn begins after someone else's (each player may turn it off)
paramname-ping-grace = ping_grace
param-ping-grace = Seconds a turn may wait before its player is pinged (0-600)
field-pings = Turn pings
pings-setting-on = on, after { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
  }
pings-setting-off = off
refusal-bad_pings = Pings can be { $allowed }, not “{ $value }”.
refusal-grace_range = The wait before a ping must be between { $min } and { $max ->
    [one] { $max } second
   *[other] { $max } seconds
  }.
refusal-not_invited = This button is for the players invited back to this rematch; press **Join** to take a free seat.
btn-confirm = I'm in
seat-invited = { $player } (invited, not confirmed yet)
cmdname-auto-roll = auto-roll
cmd-auto-roll = Choose whether I make the first roll of each of your turns for you
paramname-auto-roll = auto_roll
param-auto-roll = On, off, or as each server decides
auto-roll-choice-on = On
auto-roll-choice-off = Off
auto-roll-choice-auto = As each server decides
auto-roll-set-on = I will roll the dice for you when your turn begins: you start from your first roll.
auto-roll-set-off = You will press **Roll** to begin each turn.
auto-roll-set-auto = Each server decides whether I make the first roll of your turns for you.
param-auto-roll-server = Make each player's first roll of a turn for them (each player may turn it off)
field-auto-roll = Auto-roll
auto-roll-setting-on = on: each turn begins with the dice rolled
auto-roll-setting-off = off: each turn begins with Roll
refusal-bad_auto_roll = Auto-roll can be { $allowed }, not “{ $value }”.
help-auto-roll = Auto-roll: your turn begins with the dice already rolled (that roll holds no choice); { $command-auto-roll } turns it off or on for you.
cmdname-help = help
cmd-help = How to play, what each button does, and the commands
help-title = How to play
help-intro = Five-dice games for the whole table, one message per game:
help-game = **{ $game }**: { $summary }
help-how-title = A game
help-how = Open a table with { $command-start }; the others press **Join** and the host may add computer seats, then presses **Start**. Everyone plays in turn on the same message; when a turn passes to you, I ping you once if you do not play for a while. At the end every total is listed, and **Rematch** seats the same table again.
help-controls-title = Buttons
help-control-join = **Join** / **Leave**: take a seat in the lobby, or give it up.
help-control-confirm = **I'm in**: take the seat a rematch kept for you.
help-control-add-bot = **Add bot**: the host adds a computer seat (easy, normal or optimal).
help-control-start = **Start** / **Cancel**: the host begins the game, or closes it.
help-control-roll = **Roll**: throw the dice (up to three times a turn in the box games).
help-control-dice = **The dice**: click a die to hold it between rolls, click again to let it go.
help-control-keep = **A face** (⚄ ×3): keep every die showing it and roll the rest, in one tap.
help-control-score = **Score…**: choose the box to fill; the boxes that score come first, most points first, then the scratches (0).
help-control-pick = **A box and its points**: score it in one tap (the boxes scoring most now); **Score…** lists every box.
help-control-bank = **Bank** (5000): keep this turn's points; **Roll** risks them on the dice left.
help-control-hint = **Hint**: privately, the best moves from here and what each is worth.
help-control-review = **Review**: after the game, privately, your costliest decisions.
help-control-rematch = **Rematch**: a new lobby with the same players and computer seats.
help-commands-title = Commands
help-command = { $command }: { $description }
help-pings = Pings: { $command-pings } turns them off or on for you; each server sets the default and how long I wait.
help-ranking = Skill rankings count only solo and daily games played without hints.

## Win chances on the board (issue 34)
chances-line = 🎯 Chances to win: { $chances }
chance-of = { $player } { $chance }
chance-below = under { $percent }
chance-above = over { $percent }
paramname-win-chances = win_chances
param-win-chances = Show each player's chance to win on the board of games with two or more players
field-win-chances = Chances to win on the board
win-chances-setting-on = shown
win-chances-setting-off = hidden

## Playing anywhere: group DMs, DMs and servers that did not add the bot

btn-resume = Resume
board-paused = ⏸ Paused: here only a click lets me update the board. Press **Resume** to go on.
refusal-external_apps_off = This server shows apps from members' own accounts only privately, so a game cannot be played in public here. Try a group DM, or ask the server to add the bot.
param-game-timeout = Minutes per turn before it is played for the player (outside servers with the bot)
board-title-chat = { $game } — leaderboard of this chat
stats-everywhere = Everywhere
stats-place = { $place }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } / { $games ->
    [one] { $games } game
   *[other] { $games } games
  }
place-all = All together
place-servers = Servers
place-chats = Group chats
place-dms = Direct messages
refusal-forged = That did not come from Discord as it should. Nothing changed.

## The table's last rough edges (issue 35, parts 2–5)

rematch-asked = 🔁 { $asker } asked for a rematch with the same table.
rematch-you-in = { $count ->
    [one] { $players }: you're in.
   *[other] { $players }: you're all in.
}
rematch-confirm = { $count ->
    [one] { $players }: press **I'm in** to take your seat.
   *[other] { $players }: press **I'm in** to take your seats.
}
rematch-host-starts = { $host }: you're in and you host, so press **Start** when the table is ready.
ping-moved = { $player }: { $game } { ID($id) } moved here: { $link }
ping-moved-away = { $player }: { $game } { ID($id) } goes on in { $channel }.
btn-fair-dice = Fair dice
fair-dice-secret = 🎲 This game's dice come from a seed drawn at random at the start and kept secret until the end. Its SHA-256 fingerprint, fixed since the start: { $hash }
    Once the game is over, **Fair dice** shows the seed: anyone can check that it has this fingerprint and that it gave every throw.
fair-dice-revealed = 🎲 Dice seed: { $seed }
    Its SHA-256 fingerprint is the one this game had from the start: { $hash }
daily-end-solver = The exact solver played today's challenge too and scored { $score }. Each turn begins with the same roll for everyone, but its choices differ from yours, and so do the rerolls after them.
help-control-keep-several = **Dice together** (⚁⚁⚄⚄, ⚀⚁⚂⚃): two pairs, or one die of each face toward a straight, kept in one tap while the rest are rolled.

## Seasons and the rating between players

paramname-season = season
param-season = The current season if left out, a past one by its number, or “{ season-all-word }” for all time
season-all-word = all
board-season = Season { $number } ({ $length })
board-all-time = All time
season-monthly = monthly
season-weekly = weekly
season-quarterly = quarterly
season-off = off
board-by-rating = rating (against other players)
rating-board-title = { $game } — rating
rating-board-line = { $rank }. { $player } — { $rating } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  })
rating-board-rules = OpenSkill's estimate less three times its uncertainty, from games against other people only (computers aside); players with { $minimum ->
    [one] 1 rated game
   *[other] { $minimum } rated games
  } or more.
refusal-rating_nobody = Nobody here has { $minimum ->
    [one] 1 rated game
   *[other] { $minimum } rated games
  } yet. A finished game between two or more people counts (computers aside).
refusal-season_off = Seasons are off on this server: leave out the season, or ask for “{ season-all-word }”.
refusal-season_unknown = There is no season “{ $season }”: they are numbered from 1 to { $current }, the current one, or “{ season-all-word }” for all time.
refusal-bad_season = Seasons can be { $allowed }, not “{ $value }”.
refusal-rating_minimum_range = The rating board's minimum must be between { $min } and { $max ->
    [one] { $max } rated game
   *[other] { $max } rated games
  }.
season-post-title = Season { $number } ({ $length }) is over
season-post-game = { $game }: the champions
season-post-place = { $rank }. { $player } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
  } / { $games ->
    [one] { $games } game
   *[other] { $games } games
  }
season-post-best-skill = Best skill
season-post-skill = { $player }, { $game }: { $lost ->
   *[other] { $lost } points
  } lost to decisions per game
season-post-most-improved = Most improved
season-post-improved = { $player }, { $game }: rating up by { $gained }
season-post-empty = Nobody finished a game this season.
stats-mark-champion = 🏆 Season { $number } champion, { $game }
stats-mark-place = Season { $number }: place { $place } of { $players }, { $game }
stats-rating = { $game } rating: { $rating } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  })
paramname-season-channel = season_channel
paramname-rated-hints = rated_hints
paramname-rating-minimum = rating_minimum
param-season-length = How long a season lasts (UTC calendar), or off
param-season-channel = Where the end of each season is announced
param-rated-hints = Whether games in which someone used hints move ratings
param-rating-minimum = Rated games a player needs to appear on the rating board
field-season = Seasons
season-setting-posted = { $length }, announced in { $channel }
field-rating = Rating
rating-setting = on the board from { $minimum ->
    [one] 1 rated game
   *[other] { $minimum } rated games
  }; { $hints }
rating-hints-on = games with hints are rated
rating-hints-off = games with hints are not rated
chart-rating-panel = { $game }: rating and its uncertainty, { $count ->
    [one] last rated game
   *[other] last { $count } rated games
  }
chart-rating-axis = rated game number
rating-board-at = { $season }: as it stood at its end
refusal-season_not_here = The board by { $board } has no seasons: leave out the season.
standings-title = { $game } — { $season }: standings
standings-wins = Wins
standings-games = Games
standings-best = Best score
standings-mean = Mean score
standings-skill = Skill (points lost)
standings-rating = Rating

## The web pages (bot.web)

web-site = Yacht Bot
web-skip = Skip to the content
web-language = Language
web-games = Games
web-boards = Boards
web-title-leaderboard = Leaderboard: { $game }
web-board-wins = Wins
web-board-points = Points
web-board-skill = Skill
web-col-player = Player
web-col-game = Game
web-col-games = Games
web-col-wins = Wins
web-col-best = Best
web-col-mean = Average
web-col-lost = Points lost per game
web-col-box = Box
web-empty = No finished games yet.
web-player = Player { $n }
web-former-player = a former player
web-computer = Computer { $n } ({ $level })
web-player-description = { $games } finished { $games ->
    [one] game
   *[other] games
}
web-records = Record
web-win-rate = Win rate
web-skill = Points lost to decisions, game by game
web-recent = Recent games
web-won = won
web-not-won = not won
web-title-replay = Replay: { $game }
web-replay-description = { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }, each judged by the exact solver
web-scrubber = Move
web-moves = Moves
web-first = First
web-previous = Previous
web-next = Next
web-last = Last
web-start = Before the first roll
web-move = Move { $n } of { $total }
web-rolled = { $player } rolled.
web-scored = { $player } scored { $points } in { $box }.
web-banked = { $player } banked { $points }.
web-before = Dice before:
web-after = Dice after:
web-held = held
web-verdict-best = The best choice.
web-verdict-cost = Cost { $cost } { $cost ->
    [one] point
   *[other] points
  }. The best: { $best }.
web-verdict-none = Not a decision the solver rates.
web-best-keep = keep { $dice } and roll the rest
web-best-score = score { $box }
web-best-roll = roll
web-best-bank = bank
web-total = Total
web-action-roll = roll
web-action-score = score
web-action-bank = bank
web-against = Opponents
web-against-people = Against people
web-against-computers = With computers
btn-replay = Replay on the web
btn-daily-page = The day's board on the web
web-title-daily = Daily challenge: { $game }, { $day }
web-daily-description = The day's board of the daily challenge, open to those who played it.
web-daily-yours = Your result
web-daily-board = The day's board
web-daily-you = (you)
web-col-lost-daily = Points lost to decisions
web-refused-title-forged = This link is not valid
web-refused-forged = The bot did not make this link, or it was changed. Open your daily challenge in Discord to get your own.
web-refused-title-expired = This link has expired
web-refused-expired = A link to the day's board works for a week. Open your daily challenge in Discord again to get a new one.
web-refused-title-gone = No daily board here
web-refused-gone = This link leads to no daily board: it is incomplete, or the server has turned its web pages off.
web-board-daily = Daily challenge
web-board-rating = Rating
web-col-rated = Rated games
web-col-day = Day
web-col-score = Score
web-seasons = Seasons
web-daily-note = Each player's best daily challenge this week, up to yesterday. Today's results show in Discord once you have played today's.
web-chart = Chart
web-chart-alt = Chart of { $player }: the last scores in each game against the line to aim at, the points lost to decisions game by game, and the rating with its band
btn-player-page = Stats on the web
btn-board-page = Leaderboard on the web
web-setting-off = Off
web-setting-on = On (kept out of search engines)
web-setting-listed = On and listed by search engines
param-web = The server's web pages: leaderboards and replays (off by default)
paramname-web = web
field-web = Web pages
cmdname-web-name = web-name
cmd-web-name = Show your name on the web pages, or not
param-web-name = On: your display name on the pages; off: "Player N"
paramname-show = show
web-name-set-on = The web pages now show you as { $name }.
web-name-set-off = The web pages now call you "Player N".

## Reviews in chances of winning, at a table of several seats (issue 34)
review-wins-title = Your chance to win
review-wins-start = Your chance to win was { $start } at the start, and { $won ->
    [yes] you won.
   *[no] you did not win.
  }
review-wins-details = In chances: { $result } = { $start } (start) { $own } (your dice) { $dice } (the others' dice) { $choices } (your choices) { $theirs } (the others' choices) { $edge } (your turns played to win)
review-wins-details-drift = In chances: { $result } = { $start } (start) { $own } (your dice) { $dice } (the others' dice) { $choices } (your choices) { $theirs } (the others' choices) { $edge } (your turns played to win) { $drift } (where the two ways of counting differ)
review-wins-costly-title = Costliest decisions for winning
review-wins-costly = { $rank }. { $when } — your choice: { $did }. Best to win: { $best } ({ $chance } more chance to win{ $scored ->
    [none] {""}
   *[some] ; your choice cost { $cost } { $cost ->
        [one] point
       *[other] points
    } of expected score
  }). { $why }
review-wins-clean = None of your choices cost you any chance to win.
review-wins-definitions = A roll's luck is your chance once the dice landed minus its average before the roll; a choice costs what the best choice for winning would have kept; the others' choices are how they moved your chance; your turns played to win are what playing each of your turns to win adds to the chance the board shows, which assumes play for points. The figures are percentage points.
