"""``quiddler-score serve``: a live, read-only page of a game for the table's phones and TV.

Its modules: the command (command.py) and play's server beside the game (beside.py); the
address, key and QR code it is reached by (address.py); uvicorn started and stopped
(server.py), behind a gate that closes connections slow to ask and caps those waiting
(gate.py); the web application with its locks (app.py); the page made from the
present layer's values (page.py) and the results card (card.py); the thread that
notices new entries in the database (watcher.py) and the hub that hands each board to
every open page (hub.py); the terminal's line for each page that opens (viewers.py).
The templates, style sheet, script and icon are in assets/.
"""
