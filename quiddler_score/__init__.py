"""quiddler-score: score keeper and word judge for the card game Quiddler."""
