"""The event log: append-only entries in one SQLite file, its schema and migrations.

Knows nothing of Quiddler: an event is a kind and a JSON object, a setting a row.
"""
