"""Pictures drawn from code: dice faces, score sheets and the stats chart.

Pure functions of plain data (numbers, strings) to PNG bytes; nothing here imports
Discord, storage or the rules engine, so the pictures can be tested and benchmarked alone.
"""
