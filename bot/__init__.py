"""Yacht bot: five-dice games (yacht, classic, generala, 5000, yatzy) in Discord channels."""
