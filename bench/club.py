"""The club server under load (issue 39): three `serve --redis` processes and one redis-server
on loopback, hundreds of tables of clients playing at a person's pace (bench/club_clients.py),
then one server killed with kill -9.

Figures: the time from an action to every seat's updated view (median, p99), each server's CPU
and memory per table, Redis commands and CPU per action, and how long the killed server's tables
take to play again on the others.
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import redis

from bench.figures import Figure, Sizes
from bench.redis_process import redis_server

SERVERS = 3
CLIENT_PROCESSES = 2
ROOT = Path(__file__).resolve().parent.parent
SECTION = "club"


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds a process has used (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def read_line(process: subprocess.Popen, timeout: float) -> str:
    import selectors

    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout):
            raise TimeoutError(f"no line from process {process.pid} within {timeout} s")
    return process.stdout.readline()


def start_server(url: str, errors: Path) -> tuple[subprocess.Popen, str]:
    with errors.open("w") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--redis", url, "--max-per-address", "0"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    return process, read_line(process, 60).split()[-1]


def end(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


def redis_counts(client: redis.Redis) -> tuple[int, float]:
    """Commands Redis has run (every command, those inside scripts too) and its CPU seconds."""
    stats: Any = client.info("commandstats")
    calls = sum(entry["calls"] for entry in stats.values())
    cpu: Any = client.info("cpu")
    return calls, cpu["used_cpu_user"] + cpu["used_cpu_sys"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run_club(tables: int, seconds: float) -> dict[str, Any]:
    """Run the load and the kill; the raw measures."""
    with tempfile.TemporaryDirectory() as folder, redis_server(Path(folder)) as url:
        client = redis.Redis.from_url(url)
        logs = [Path(folder) / f"server-{n}.err" for n in range(SERVERS)]
        servers = [start_server(url, log) for log in logs]
        urls = ",".join(address for _, address in servers)
        idle_rss = [rss_bytes(process.pid) for process, _ in servers]
        share = -(-tables // CLIENT_PROCESSES)
        loads = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "bench.club_clients",
                    "--tables",
                    str(min(share, tables - n * share)),
                    "--urls",
                    urls,
                    "--first",
                    str(n * share),
                ],
                cwd=ROOT,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )  # fmt: skip
            for n in range(CLIENT_PROCESSES)
        ]
        try:
            for load in loads:
                assert read_line(load, 300).strip() == "seated"
            time.sleep(min(10.0, seconds / 3))
            started, cpu_before = time.time(), [cpu_seconds(p.pid) for p, _ in servers]
            calls_before, redis_cpu_before = redis_counts(client)
            time.sleep(seconds)
            ended, cpu_after = time.time(), [cpu_seconds(p.pid) for p, _ in servers]
            calls_after, redis_cpu_after = redis_counts(client)
            rss = [rss_bytes(process.pid) for process, _ in servers]
            memory: Any = client.info("memory")
            killed = servers[0][0]
            os.kill(killed.pid, signal.SIGKILL)
            killed_at = time.time()
            time.sleep(15)
            results = []
            for load in loads:
                assert load.stdin is not None
                load.stdin.write("stop\n")
                load.stdin.flush()
                results.append(json.loads(read_line(load, 60)))
        finally:
            for load in loads:
                end(load)
            for process, _ in servers:
                end(process)
            client.close()
        said = "".join(log.read_text() for log in logs)
    in_window = [
        latency
        for result in results
        for at, latency in result["latencies"]
        if started <= at <= ended
    ]
    resumes = [entry for result in results for entry in result["resumes"]]
    return {
        "tables": tables,
        "seconds": ended - started,
        "latencies": in_window,
        "server_cpu": [after - before for before, after in zip(cpu_before, cpu_after, strict=True)],
        "server_rss_growth": [grown - idle for idle, grown in zip(idle_rss, rss, strict=True)],
        "redis_commands": calls_after - calls_before,
        "redis_cpu": redis_cpu_after - redis_cpu_before,
        "redis_memory": memory["used_memory"],
        "resumed": [entry["playing"] - killed_at for entry in resumes if entry["playing"]],
        "dropped": len(resumes),
        "drops": [
            (
                entry["home"],
                entry["game"],
                round(entry["dropped"] - killed_at, 2),
                entry["playing"] and round(entry["playing"] - killed_at, 2),
            )
            for entry in resumes
        ],  # fmt: skip
        "leases_lost": said.count("lost the lease"),
        "let_go": said.count("let table"),
        "said": said[-2000:],
        "load": [round(value, 2) for value in os.getloadavg()],
    }


def club_figures(sizes: Sizes) -> list[Figure]:
    """The club's figures at `sizes.club_tables` tables."""
    tables = sizes.club_tables
    try:
        raw = run_club(tables, sizes.club_seconds)
    except (RuntimeError, TimeoutError, AssertionError) as error:
        return [Figure(SECTION, f"{tables} tables", "latency p99", None, "ms", 50, str(error))]
    subject = f"{tables} tables, {SERVERS} servers, 1 Redis"
    latencies = [value * 1000 for value in raw["latencies"]]
    actions = max(1, len(latencies))
    seconds = raw["seconds"]
    per_table_cpu = sum(raw["server_cpu"]) / seconds / tables * 100
    resumed = raw["resumed"]
    note = f"load {raw['load']}; {actions} actions in {seconds:.0f} s"
    missing = raw["dropped"] - len(resumed)
    counted = f"{len(resumed)} of {raw['dropped']} tables" + (f", {missing} not" if missing else "")
    figures = [
        Figure(SECTION, subject, "action to every seat's view, median", statistics.median(latencies)
               if latencies else None, "ms", note=note),
        Figure(SECTION, subject, "action to every seat's view, p99",
               percentile(latencies, 0.99) if latencies else None, "ms", 50, note),
        Figure(SECTION, subject, "actions a second", actions / seconds, "/s"),
        Figure(SECTION, subject, "server CPU per table", per_table_cpu, "% of a core"),
        Figure(SECTION, subject, "server memory per table",
               sum(raw["server_rss_growth"]) / tables / 1024, "KiB"),
        Figure(SECTION, subject, "Redis commands per action", raw["redis_commands"] / actions,
               "commands", note="every command, those inside Lua scripts too, renewals included"),
        Figure(SECTION, subject, "Redis CPU per action", raw["redis_cpu"] / actions * 1e6, "µs"),
        Figure(SECTION, subject, "Redis memory per table", raw["redis_memory"] / tables / 1024,
               "KiB"),
        Figure(SECTION, subject, "killed server's tables playing again, median",
               statistics.median(resumed) if resumed else None, "s"),
        Figure(SECTION, subject, "killed server's tables playing again, slowest",
               max(resumed) if resumed else None, "s", 5.0,
               counted),
    ]  # fmt: skip
    return figures


if __name__ == "__main__":
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    length = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
    raw = run_club(size, length)
    raw["latency_median_ms"] = statistics.median(raw["latencies"]) * 1000
    raw["latency_p99_ms"] = percentile(raw["latencies"], 0.99) * 1000
    raw["actions"] = len(raw.pop("latencies"))
    print(json.dumps(raw, indent=1))
