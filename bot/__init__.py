"""Yacht bot: five-dice games in Discord channels (the games: `bot.rules.games.GAMES`)."""
