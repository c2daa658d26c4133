"""Two processes that both think they own a match (a misconfiguration, or the moment a shard moves):
the version check refuses the second writer and the refused side reloads (issue 14, "Shards").

Two MatchServices on two connection pools of one PostgreSQL database stand in for two bot processes.
"""
from __future__ import annotations

from typing import Any

import pytest

from engine.service import MatchMovedOn, MatchService
from storage import open_storage
from tests.service.test_service import BOB, HOST, _started
from tests.toy_game import Add, toy_view


async def test_the_refused_process_reloads_and_plays_on_from_the_database(pg_databases: Any, toy: object) -> None:
    url = pg_databases()
    first_db, second_db = await open_storage(url), await open_storage(url)
    first = MatchService(first_db, turn_timeout_s=0, bot_delay_scale=0)
    await first.start()
    mid = await _started(first, target=50)
    second = MatchService(second_db, turn_timeout_s=0, bot_delay_scale=0)
    await second.start()  # loads the same match at version 0
    try:
        await first.act(mid, HOST, Add(amount=2))  # version 1, in the first process only
        with pytest.raises(MatchMovedOn):  # the service's error: no storage error reaches a cog
            await second.act(mid, HOST, Add(amount=1))  # built on version 0: refused
        record = second.match(mid)
        assert record is not None and record.version == 1  # reloaded from the database
        assert toy_view(second, mid, None).counter == 2
        await second.act(mid, BOB, Add(amount=2))  # and it plays on from there
        stored = await first_db.matches.get(mid)
        assert stored is not None and stored.version == 2
        assert [a[1] for a in await first_db.matches.actions(mid)] == [0, 1]  # one action per version, no extra
    finally:
        await first.close()
        await second.close()
        await first_db.close()
        await second_db.close()
