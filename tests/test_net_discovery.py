"""Finding a hosted table by mDNS, tested only inside a network namespace the test makes itself
(`unshare -n`, loopback up with multicast routed to it), never on the machine's interfaces: a
process there hosts and advertises a table host, and another finds it by `_triotable._tcp` and
plays a game at it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import pytest

from tests.net_processes import ROOT

SHORT = '{"target": 5}'
"""Moon to 5 points: a short game."""
NAMESPACE = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"

HOSTING = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from game.net.discovery import Advertiser
    from game.net.host import Host, HostThread

    def main():
        thread = HostThread(Host(), ("127.0.0.1", 0))
        url = thread.start()
        port = int(url.rsplit(":", 1)[1])
        advertiser = Advertiser("Kitchen table", "127.0.0.1", port)
        print(url, flush=True)
        stop, deadline = Path(sys.argv[2]), time.monotonic() + float(sys.argv[1])
        while not stop.exists() and time.monotonic() < deadline:  # hosts until told to stop
            time.sleep(0.1)
        advertiser.close()
        thread.stop()

    if __name__ == "__main__":  # the host's thinking worker imports this file again
        main()
    """
)
FINDING = textwrap.dedent(
    """
    import json, sys, time
    from game.net.discovery import Browser
    browser = Browser()
    deadline = time.monotonic() + 60
    while not browser.hosts() and time.monotonic() < deadline:
        time.sleep(0.1)
    print(json.dumps([[h.name, h.url] for h in browser.hosts()]), flush=True)
    browser.close()
    """
)


def in_namespace(script: str) -> str:
    """A shell line that runs `script` inside a fresh network namespace after setting it up."""
    return f"{NAMESPACE} && {script}"


@pytest.mark.skipif(shutil.which("unshare") is None, reason="needs unshare")
def test_a_hosted_table_is_found_by_mdns_inside_a_namespace(tmp_path):
    hosting = tmp_path / "hosting.py"
    finding = tmp_path / "finding.py"
    hosting.write_text(HOSTING)
    finding.write_text(FINDING)
    python, bot = sys.executable, ROOT / "tools" / "bot_client.py"
    script = (
        f"{python} {hosting} 300 {tmp_path}/stop > {tmp_path}/host.out & "
        f"{python} {finding} > {tmp_path}/found.out; "
        f'url=$({python} -c "import json, sys; print(json.load(sys.stdin)[0][1])" '
        f"< {tmp_path}/found.out); "
        f"timeout 180 {python} {bot} $url --create moon --players 3 "
        f"--seats person,computer:easy,computer:easy --options '{SHORT}' > {tmp_path}/bot.out; "
        f"touch {tmp_path}/stop; wait"
    )
    done = subprocess.run(
        ["unshare", "-n", "sh", "-c", in_namespace(script)],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"},
        capture_output=True,
        text=True,
        timeout=330,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = (tmp_path / "found.out").read_text()
    hosted = (tmp_path / "host.out").read_text().strip()
    assert f'"Kitchen table", "{hosted}"' in found
    lines = (tmp_path / "bot.out").read_text().splitlines()
    assert '"event": "over"' in lines[-1]
