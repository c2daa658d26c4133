"""The double counts the answers each interaction showed its user (``Interaction.answers``,
``Sandbox.answered_twice``): one for every kind of initial response, plus each follow-up."""
from __future__ import annotations

from sandbox import Sandbox
from tests.sandbox_support import SupportBot, World


async def test_each_kind_of_first_answer_counts_once(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    echo = await sb.slash(w.alice, w.channel, "echo", text="hi")  # type 4
    later = await sb.slash(w.alice, w.channel, "later")  # type 5, filled by its first follow-up
    form = await sb.slash(w.alice, w.channel, "form")  # type 9, a modal
    counter = await sb.slash(w.alice, w.channel, "counter")
    assert counter.message is not None
    click = await sb.click(w.bob, counter.message, label="Count 0")  # type 7, the clicked message updated
    assert [r.response_type for r in (echo, later, form, click)] == [4, 5, 9, 7]
    assert [r.answers for r in (echo, later, form, click)] == [1, 1, 1, 1]
    assert sb.answered_twice() == []
    sb.assert_no_violations()


async def test_a_deferred_update_counts_once_the_clicked_message_is_edited(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    quiet = await sb.slash(w.alice, w.channel, "quiet")
    assert quiet.message is not None
    hush = await sb.click(w.alice, quiet.message, label="Hush")
    touch = await sb.click(w.alice, quiet.message, label="Touch")
    assert (hush.response_type, touch.response_type) == (6, 6)
    assert (hush.answers, touch.answers) == (0, 1)
    assert sb.world.messages[quiet.message.id].content == "touched"


async def test_a_follow_up_after_the_answer_is_a_second_answer(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    again = await sb.slash(w.alice, w.channel, "again")
    assert again.answers == 2
    assert sb.answered_twice() == [again]
    raced = await sb.slash(w.alice, w.channel, "twice")  # the second initial response is refused (40060): one shown
    assert raced.answers == 1 and raced not in sb.answered_twice()
    assert [v.code for v in sb.take_violations()] == [40060]
