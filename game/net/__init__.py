"""Networked tables (docs/protocol.md): the host that runs tables for connections over WebSocket,
the client side the app's joined table reads, and the discovery of hosts on the local network.

No pygame here: a host runs headless (`python -m game serve`) or in the app's own thread.
"""
