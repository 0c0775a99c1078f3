"""The rules engine: cards, seating, rule settings, verifying and scoring rounds.

Pure: no click, no rich, no files, no sqlite3. It takes values and returns immutable
values (frozen dataclasses and named tuples), and raises errors that say what is wrong
and where.
"""
