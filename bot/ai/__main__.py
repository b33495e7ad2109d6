"""`python -m bot.ai`: see bot.ai.cli."""

from bot.ai.cli import main

if __name__ == "__main__":  # worker processes re-import this module under spawn
    main()
