"""`RedisStore` on a real redis-server: the record kept with its seed, actions appended only at
the record's end and only by the lease's owner, a lease taken by another process once it runs
out, and seat tokens kept only as hashes."""

from __future__ import annotations

import asyncio

import pytest
import redis

from game.net.club.leases import LeaseKeeper
from game.net.club.redis_store import LostLease, RedisStore, key
from game.net.store import StaleRevision, token_hash

HEADER = {"format": 1, "game": "moon", "players": 3, "options": {}, "seed": 8812, "deck": None}
LOBBY = {"table": "T1", "title": "Kitchen", "status": "waiting", "seats": []}


def run(coroutine):
    return asyncio.run(coroutine)


def renewal(url: str, me: str, lease_ms: int) -> list[str]:
    """What one round of `me`'s lease thread finds lost of the tables it holds (T1)."""
    lost: list[str] = []
    keeper = LeaseKeeper(url, me, lease_ms, 1.0, lambda: (["T1"], []), lost.extend, dict)
    keeper.renew_once()
    keeper.redis.close()
    return lost


def test_the_owner_appends_at_the_records_end_and_a_stale_revision_fails(redis_url):
    async def scenario():
        store = RedisStore.from_url(redis_url, "one")
        await store.create("T1", {**HEADER, "actions": []}, LOBBY)
        await store.append_action("T1", 0, "bid 4")
        await store.append_action("T1", 1, "pass")
        with pytest.raises(StaleRevision):
            await store.append_action("T1", 1, "pass")
        record = await store.record("T1")
        lobby = await store.lobby()
        await store.close()
        return record, lobby

    record, lobby = run(scenario())
    assert record == {**HEADER, "actions": ["bid 4", "pass"]}
    assert lobby == [LOBBY]


def test_a_lease_that_runs_out_passes_to_another_and_fences_the_old_owner(redis_url):
    async def scenario():
        old = RedisStore.from_url(redis_url, "old", lease_ms=300)
        new = RedisStore.from_url(redis_url, "new", lease_ms=300)
        await old.create("T1", {**HEADER, "actions": []}, LOBBY)
        assert not await new.acquire("T1"), "a live lease is not taken"
        assert await old.acquire("T1"), "its owner holds on to it (it let the table go)"
        assert renewal(redis_url, "new", 300) == ["T1"], "only the owner renews"
        assert renewal(redis_url, "old", 300) == []
        await asyncio.sleep(0.45)
        assert await new.orphans(10) == ["T1"]
        assert await new.acquire("T1")
        with pytest.raises(LostLease):
            await old.append_action("T1", 0, "bid 4")
        assert renewal(redis_url, "old", 300) == ["T1"]
        await old.update_lobby("T1", {**LOBBY, "title": "stale"})
        await new.append_action("T1", 0, "bid 4")
        result = await new.record("T1"), await new.lobby()
        await old.close()
        await new.close()
        return result

    record, lobby = run(scenario())
    assert record["actions"] == ["bid 4"]
    assert lobby == [LOBBY], "a process without the lease does not write the lobby"


def test_seat_tokens_are_kept_only_as_their_hash(redis_url):
    token = "a-long-random-secret-of-forty-three-chars!!"

    async def scenario():
        store = RedisStore.from_url(redis_url, "one")
        await store.create("T1", {**HEADER, "actions": []}, LOBBY)
        await store.add_token(token_hash(token), "T1", 2)
        found = await store.seat_of(token_hash(token))
        await store.close()
        return found

    assert run(scenario()) == ("T1", 2)
    client = redis.Redis.from_url(redis_url)
    everything = b"".join(client.dump(name) or b"" for name in client.keys("*")) + b"".join(
        client.keys("*")
    )
    assert token.encode() not in everything
    assert client.hget(key("T1", "tokens"), token_hash(token)) == b"2"
    client.close()
