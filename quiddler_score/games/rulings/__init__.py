"""Rulings: each game's challenges and refused words, and the query that finds them."""
