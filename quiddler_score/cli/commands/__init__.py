"""The commands, a module each or one for a small family of them (game: new, record,
challenge, undo, redo, rename); `play` and `serve` are packages of their own beside
this one. The group in cli/__init__.py imports a command's module when it runs."""
