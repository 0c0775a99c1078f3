"""Saved games, by their seams.

At the top, one game: its events, the game as their fold, undo and redo, a saved game
and the game actions, its summary. Below it, ``log``: the append-only event log in one
SQLite file, which knows no Quiddler. Beside it, ``club``: people and aliases, seat
order, house rules, days as lived. Above it, ``rulings`` and then ``stats``, across
games. The import contracts in pyproject.toml hold that order.
"""
