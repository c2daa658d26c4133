"""The one place the DM-copy race is decided: :meth:`cogs.table.copies.DmCopies.answered`, told by
the kit's answer to a click in a DM what that answer did (the whole race, with Discord's 429 holding
back the table cog's edit, is played in tests/e2e/test_dm_copy_race.py)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

import cogs.table.copies as copies_module
from cogs.table.copies import DmCopies
from storage import MatchStatus, MessageRecord
from tests.cogs.table.fakes import Scheduler, Service, bot, record


def _copies() -> tuple[DmCopies, Service, Scheduler]:
    service, scheduler = Service(), Scheduler()
    match = record()
    service.live[match.id] = match
    copies = DmCopies(bot(service), SimpleNamespace(scheduler=scheduler), kept=None)  # type: ignore[arg-type]
    return copies, service, scheduler


def test_the_keeper_registers_with_the_kit() -> None:
    copies, _, _ = _copies()
    assert copies.panels.copies is copies


def test_an_answer_on_the_copy_with_no_other_edit_in_flight_leaves_it_alone() -> None:
    copies, _, scheduler = _copies()
    copies.panels.shown.showed(("dm", 7, 101), "abc")
    copies.answered(7, 101, on_copy=True, raced=False)
    assert scheduler.jobs == [] and copies.panels.shown.same(("dm", 7, 101), "abc")


def test_an_answer_that_raced_an_edit_of_the_copy_draws_it_again_whatever_its_digest() -> None:
    copies, _, scheduler = _copies()
    copies.panels.shown.showed(("dm", 7, 101), "abc")
    copies.answered(7, 101, on_copy=True, raced=True)
    assert [key for key, _ in scheduler.jobs] == [("dm", 7, 101)]  # the copy's own queue: after the edit in flight
    assert not copies.panels.shown.same(("dm", 7, 101), "abc")  # drawn again even if it looks the same


def test_an_answer_beside_the_copy_draws_the_copy() -> None:
    copies, _, scheduler = _copies()
    copies.answered(7, 102, on_copy=False, raced=False)  # e.g. the copy clicked was replaced
    assert [key for key, _ in scheduler.jobs] == [("dm", 7, 102)]


def test_nothing_is_drawn_for_a_match_that_ended_or_a_person_no_longer_seated() -> None:
    copies, service, scheduler = _copies()
    copies.answered(7, 999, on_copy=False, raced=True)  # not seated (abandoned: a bot plays the seat)
    service.live[7].status = MatchStatus.FINISHED  # the end redraws every copy
    copies.answered(7, 101, on_copy=False, raced=True)
    del service.live[7]
    copies.answered(7, 101, on_copy=False, raced=True)
    assert scheduler.jobs == []


async def test_a_replaced_copy_is_remembered_for_the_kit_and_the_oldest_are_forgotten(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(copies_module, "RETIRED_KEPT", 2)
    copies, _, _ = _copies()
    copies.bot = _channels(_Gone())
    assert not copies.retired(None) and not copies.retired(90)
    for message_id in (90, 91, 92):
        await copies.retire(MessageRecord(7, "dm", 101, 9, message_id))
    assert copies.retired(91) and copies.retired(92) and not copies.retired(90)


def _channels(message: object) -> Any:
    """A bot whose every partial message is ``message``."""
    return SimpleNamespace(get_partial_messageable=lambda channel_id: SimpleNamespace(get_partial_message=lambda i: message))


class _Gone:
    async def delete(self) -> None:
        raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), {"code": 10008, "message": "gone"})


async def test_retire_marks_the_copy_before_deleting_it() -> None:
    marked: list[bool] = []
    copies, _, _ = _copies()

    class Message:
        async def delete(self) -> None:
            marked.append(copies.retired(90))

    copies.bot = _channels(Message())
    await copies.retire(MessageRecord(7, "dm", 101, 9, 90))
    assert marked == [True]
