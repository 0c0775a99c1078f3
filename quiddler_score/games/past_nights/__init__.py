"""Past game nights brought in from a score sheet."""
