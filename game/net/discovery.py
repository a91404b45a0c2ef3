"""Finding tables on the local network with mDNS/DNS-SD (`zeroconf`), service `_triotable._tcp`.

A host advertises itself only while a person hosts a table (`Advertiser`); the join screen lists
what a `Browser` has found. Both run zeroconf's own threads, so the frame loop never waits.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

SERVICE = "_triotable._tcp.local."
LOOKUP_MS = 1500
MAX_LABEL = 60
"""The most bytes of a host's name on the network (DNS labels hold 63)."""


@dataclass(frozen=True)
class FoundHost:
    """A host on the network: its advertised name and where to connect."""

    name: str
    address: str
    port: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _addresses(listen: str) -> list[bytes]:
    """The addresses to advertise for a host listening on `listen` (every interface's when it
    listens on all of them)."""
    if listen not in ("0.0.0.0", ""):
        return [socket.inet_aton(listen)]
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found.update(
            str(info[4][0])
            for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
            if not str(info[4][0]).startswith("127.")
        )
    return [socket.inet_aton(address) for address in sorted(found) or ["127.0.0.1"]]


class Advertiser:
    """Tells the local network that a table host runs at `port`, until `close()`."""

    def __init__(self, name: str, listen: str, port: int) -> None:
        self.zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
        printable = "".join(c for c in name if c.isprintable() and c != ".")
        label = printable.encode()[:MAX_LABEL].decode(errors="ignore").strip() or "Trio Table"
        self.info = ServiceInfo(
            SERVICE,
            f"{label}.{SERVICE}",
            addresses=_addresses(listen),
            port=port,
            properties={"version": "1"},
        )
        self.zeroconf.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        self.zeroconf.unregister_service(self.info)
        self.zeroconf.close()


class Browser:
    """Keeps the list of table hosts advertised on the local network, until `close()`."""

    def __init__(self) -> None:
        self.zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
        self._found: dict[str, FoundHost] = {}
        self._lock = threading.Lock()
        self.browser = ServiceBrowser(self.zeroconf, SERVICE, handlers=[self._changed])

    def _changed(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, LOOKUP_MS)
        if info is None or not info.parsed_addresses() or info.port is None:
            return
        shown = name.removesuffix("." + SERVICE)
        with self._lock:
            self._found[name] = FoundHost(shown, info.parsed_addresses()[0], info.port)

    def hosts(self) -> list[FoundHost]:
        """The hosts found so far, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda host: host.name)

    def close(self) -> None:
        self.browser.cancel()
        self.zeroconf.close()
