"""`python -m bot.ai`: see bot.ai.cli."""

from bot.ai.cli import main

main()
