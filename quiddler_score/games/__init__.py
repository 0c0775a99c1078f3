"""Saved games: the SQLite event log, the game as the fold of its events, game actions."""
