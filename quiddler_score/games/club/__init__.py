"""The club: people and their aliases, seat order, house rules, days as lived."""
