"""A real `redis-server` for the club's tests: one a test session (each worker of pytest-xdist
its own) on a free port of 127.0.0.1 in a temporary folder, stopped at the end; or one of a
test's own that it may kill and start again (`own_redis`). No mock of Redis: without
redis-server the tests that need it fail and say how to install it."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from bench.redis_process import INSTALL, RedisProcess, redis_server, running_redis


@pytest.fixture(scope="session")
def redis_server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if shutil.which("redis-server") is None:
        pytest.fail(INSTALL, pytrace=False)
    with redis_server(tmp_path_factory.mktemp("redis")) as url:
        yield url


@pytest.fixture
def redis_url(redis_server_url: str) -> Iterator[str]:
    """The session's Redis, emptied for this test."""
    client = redis.Redis.from_url(redis_server_url)
    client.flushdb()
    client.close()
    yield redis_server_url


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[RedisProcess]:
    """A redis-server of this test's own (not the session's), which it may kill and start
    again on the same port and folder; stopped at the end."""
    if shutil.which("redis-server") is None:
        pytest.fail(INSTALL, pytrace=False)
    with running_redis(tmp_path / "redis") as server:
        yield server
