"""The game service, Discord-free: load a game, apply one action under its lock,
commit, return codes and values (never sentences); and the services beside it:
coach, daily, skill, fairness, departures."""
