"""The table's clock and its Discord side: what happens after every change to a game
(show, place, ping, schedule the computer and timeouts), and the replies."""
