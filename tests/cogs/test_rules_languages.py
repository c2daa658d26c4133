"""/rules in every language within Discord's limits (issue 34): a game's answer in a match's thread
(its settings, the illustrated example) and its house rules, in English, German and the longer
pseudo-language, fit Discord's embeds: at most 6,000 characters per message, 1,024 per field, 25
fields, 4,096 for a description. The house rules are an embed of their own, in a second message
when the whole would be longer than one holds (WildLife's 17 house rules in German)."""
from __future__ import annotations

import discord
import pytest

from cogs.kit.text import EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_TOTAL, EMBEDS, FIELD_VALUE, clip
from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import Lang, t
from cogs.rules import house_lines, messages_of, rules_embeds
from cogs.shared.words import game_title, settings_lines
from engine import registry
from engine.service.match_settings import MatchSettings, game_options

LONGEST = MatchSettings(turn_timeout_s=86_400, time_bank_s=86_400, bank_refill_s=7_200, absent_after=3,
                        ranked=False, min_reputation=80)
"""A match's settings with every line /rules shows for them (turn-based, a bank with a refill, absent count)."""


def answer(key: str, lang: Lang) -> list[list[discord.Embed]]:
    """The messages /rules answers with for ``key`` asked in a match's thread, as the cog builds them."""
    game = registry.get(key)
    ui = GAME_UIS[key]
    options = game.Options.model_validate(game_options({})).model_dump()
    settings = ui.option_lines(options, every=True) + settings_lines(
        LONGEST, turn_timer=game.turn_timer, real_time_game=game_title(lang, key), lang=lang)
    embeds = rules_embeds(key, settings, lang)
    example = ui.rules_example(lang)
    if example is not None:
        embeds[0].add_field(name=t(lang, "learn-rules-example"), value=clip(example.content or "", FIELD_VALUE),
                            inline=False)
    return messages_of(embeds)


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE, Lang.QPS])
@pytest.mark.parametrize("key", sorted(registry.games()))
def test_rules_fit_discord_in_every_language(key: str, lang: Lang) -> None:
    discover()
    messages = answer(key, lang)
    for embeds in messages:
        assert len(embeds) <= EMBEDS and sum(map(len, embeds)) <= EMBED_TOTAL, (key, lang, [len(e) for e in embeds])
        for embed in embeds:
            assert len(embed.fields) <= EMBED_FIELDS and len(embed.description or "") <= EMBED_DESCRIPTION
            assert all(len(f.value or "") <= FIELD_VALUE for f in embed.fields)
    shown = "\n".join(f.value or "" for embeds in messages for e in embeds for f in e.fields)
    assert all(f"• {line}" in shown for line in house_lines(key, lang))  # every house rule, whole
    assert messages[-1][-1].footer.text == t(lang, "core-rules-footer")


def test_wildlifes_rules_in_german_take_two_messages_and_in_english_one() -> None:
    """The case the split is for: together, WildLife's answer in German is over 6,000 characters."""
    discover()
    assert len(answer("wildlife", Lang.DE)) == 2 and len(answer("wildlife", Lang.EN)) == 1


def test_messages_of_keeps_the_order_and_each_message_within_the_limits() -> None:
    def sized(n: int) -> discord.Embed:
        return discord.Embed(description="x" * n)

    a, b, c = sized(2_500), sized(2_500), sized(2_500)
    assert messages_of([a, b, c]) == [[a, b], [c]]
    over = sized(3_501)  # 2,500 + 3,501 > 6,000
    assert messages_of([a, over]) == [[a], [over]]
    small = [sized(1) for _ in range(EMBEDS + 1)]
    assert [len(m) for m in messages_of(small)] == [EMBEDS, 1]
    assert messages_of([]) == []
