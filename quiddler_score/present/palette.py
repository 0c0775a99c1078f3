"""The colours of everything drawn to share or print: the pictures and the score sheet."""

INK = "#1b2333"
MUTED = "#5c6676"
RULE = "#d9dde4"
HIGHLIGHT = "#fdf0c4"
HIGHLIGHT_EDGE = "#e2b844"
PANEL = "#f1f4f8"
