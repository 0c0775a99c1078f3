"""Words and dictionaries: the judge above every backend, the lexicons, best play."""
