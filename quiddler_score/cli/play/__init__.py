"""``quiddler-score play``: the interactive game-night loop, in its steps.

``command`` is the click command; ``sitting`` what one sitting remembers; ``questions``
asks and checks each answer; ``anywhere`` the commands that work at every question;
``rounds`` the flow of a game round by round, ``challenges`` a round's challenges.
"""
