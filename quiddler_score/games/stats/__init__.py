"""Stats across game nights: standings, ratings, and the answers kept for them."""
