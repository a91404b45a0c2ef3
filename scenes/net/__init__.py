"""Playing across machines in the app: hosting a table (its lobby), joining one (tables found on
the local network or an address typed by hand), and the joined table itself, which is the game's
own table fed from the connection (`game.net.remote.RemoteMatch`)."""
