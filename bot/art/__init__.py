"""Pictures drawn from code: dice faces, score sheets and the stats chart.

Pure functions of plain data (numbers, strings) to PNG bytes; nothing here imports
Discord or storage, so the pictures can be tested and benchmarked alone. Only the stats
chart's panels (stats.py) read the games' names and aims (bot.kinds, this layer), in the
reader's words, for the bot and the web pages to draw the same chart.
"""
