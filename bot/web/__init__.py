"""The web pages over the bot's database (issue 37): `python -m bot.web` serves them in a
process of their own, so pages never take the bot's event loop from clicks."""
