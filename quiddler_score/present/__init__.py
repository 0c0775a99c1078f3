"""Presentation: a scoreboard as rich tables, as plain data, and as exported files."""
