"""Supplied text is inert wherever it is shown (issue 37, kind 2): :func:`cogs.kit.text.safe` for
text Discord formats and for text it shows as typed, :func:`~cogs.kit.text.picture_text` and the
kit's drawing context for pictures, :func:`~cogs.kit.text.clip` never leaving an isolate open.
Every hostile kind of :mod:`tests.hostile`, at the longest a person may make it."""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw, ImageFont

from cogs.games.mission_wild_life import table as mwl_table
from cogs.games.mission_wild_life.picture import draw_trick
from cogs.kit.labels import draw_on as kit_draw
from cogs.kit.labels import measure
from cogs.kit.text import FSI, LRI, MAX_MARKS, PDI, clip, inert, picture_text, safe, safe_line, unnamed
from cogs.seasons import season_name, standings_hint
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.state import MWLOptions
from engine.service import MatchError
from sandbox.mentions import CHANNEL_DEFAULT, pingable_text, resolve
from storage import MatchRecord, MatchStatus, SeatRecord
from storage.seasons import NAME_MAX
from tests.hostile import BIDI, kinds, mention_problems, problems, sized
from tests.hostile import NAME_MAX as DISPLAY_MAX

VICTIM = 123456789012345678
ROLE = 223456789012345678
HOSTILE = sized(kinds(VICTIM, ROLE), DISPLAY_MAX)
SEASONS = sized(kinds(VICTIM, ROLE, NAME_MAX), NAME_MAX)
TYPED = sized(kinds(VICTIM, ROLE, 100), 100)  # the kit's modal takes 100 characters
EVERY = [(f"{where} {kind}", text) for where, texts in (("name", HOSTILE), ("season", SEASONS), ("typed", TYPED))
         for kind, text in texts.items()]


def pinged(text: str) -> bool:
    """Whether Discord would ping anyone for ``text`` sent with no ``allowed_mentions`` at all."""
    found = resolve(pingable_text(text, []), None, CHANNEL_DEFAULT, users={VICTIM}, roles={ROLE: True},
                    may_ping_everyone=True)
    return bool(found.users or found.roles or found.everyone)


def unescaped_backticks(text: str) -> int:
    return len(re.findall(r"(?<!\\)`", text))


def test_the_hostile_catalogue_is_at_its_lengths() -> None:
    assert all(len(t) == DISPLAY_MAX for t in HOSTILE.values())
    assert all(len(t) == NAME_MAX for t in SEASONS.values()) and all(len(t) == 100 for t in TYPED.values())


@pytest.mark.parametrize(("kind", "text"), EVERY, ids=[k for k, _ in EVERY])
def test_safe_text_is_isolated_escaped_and_pings_nobody(kind: str, text: str) -> None:
    shown = safe(text)
    assert shown.startswith(FSI) and shown.endswith(PDI) and shown.count(FSI) == 1 and shown.count(PDI) == 1
    line = f"1. **{shown}** — rating 12.0 · `/standings season:` **{shown}**"
    assert problems(line, kind) == [] and mention_problems(line, [VICTIM], kind) == []
    assert not pinged(line), line
    assert unescaped_backticks(line) == 2  # only our own code span: no name opens or closes one
    assert not re.search(r"(?<!\\)[*_~|]", shown), shown  # every markdown character escaped
    assert "https://" not in shown  # never a link


@pytest.mark.parametrize(("kind", "text"), EVERY, ids=[k for k, _ in EVERY])
def test_plain_safe_text_is_isolated_and_unescaped(kind: str, text: str) -> None:
    shown = safe(text, markdown=False)
    assert problems(f"{shown} (running)", kind) == []
    assert "\\" not in shown or "\\" in text  # shown as typed: no escapes where Discord shows them literally
    assert not any(ch in BIDI for ch in shown[1:-1])


def test_what_is_kept_and_what_goes() -> None:
    assert inert(HOSTILE["override"]).startswith("Ana 12 won 3-0")
    assert inert(HOSTILE["bidi"]) == inert("ABCDEF" + HOSTILE["bidi"][16:])
    assert inert(HOSTILE["zero-width"]) == "Anne"  # the letters stay, the invisible ones go
    assert inert("👨\u200d👩\u200d👧 fam\u200d") == "👨\u200d👩\u200d👧 fam"  # an emoji sequence's joiners stay
    zalgo = inert(HOSTILE["combining"])
    assert zalgo[0] in "ZŹ" and len(zalgo) <= 1 + MAX_MARKS  # NFC composes Z with its first acute
    assert inert("Nguyễn Thị") == "Nguyễn Thị" and inert("a\tb\nc") == "a b c"
    assert inert(HOSTILE["rtl"]) == HOSTILE["rtl"].strip()  # an honest right-to-left name is kept whole
    for empty in (HOSTILE["spaces"], HOSTILE["invisible"], "", "\u200d\u0301"):
        assert inert(empty) == "" and safe(empty) == FSI + unnamed() + PDI and picture_text(empty, fallback="Seat 2") == "Seat 2"
    assert safe("\u202e<@1>", fallback="") == FSI + "\\<@1>" + PDI
    assert safe("\u200d", fallback="") == FSI + PDI


def test_a_season_name_is_stored_inert_and_one_with_nothing_visible_is_refused() -> None:
    assert season_name("\u202eSpring\u200b  2027 ") == "Spring 2027"
    for blank in (SEASONS["spaces"], SEASONS["invisible"]):
        with pytest.raises(MatchError, match="needs a name"):
            season_name(blank)
    hint = standings_hint(SEASONS["code"])
    assert hint.startswith("`/standings season:` **") and unescaped_backticks(hint) == 2 and not pinged(hint)


@given(st.text(max_size=80), st.integers(min_value=8, max_value=120))
@settings(max_examples=300, deadline=None)
def test_any_text_made_safe_and_clipped_stays_inert(text: str, limit: int) -> None:
    shown = safe(text)
    assert problems(shown) == [] and mention_problems(shown, [VICTIM]) == []
    assert not re.search(r"(?<!\\)<", shown) and not pinged(shown)
    cut = clip(f"🥇 **{shown}** — {shown} wins", limit)
    assert len(cut) <= limit and problems(cut) == []


def test_clip_closes_the_isolate_it_cuts_into() -> None:
    cut = clip(safe("x" * 40) + " ok", 20)
    assert cut == FSI + "x" * 17 + "…" + PDI and len(cut) == 20


# ------------------------------------------------------------------ pictures
def _ink(text: str, **kwargs: object) -> bytes:
    font = ImageFont.truetype("DejaVuSans.ttf", 20)
    image = Image.new("L", (420, 32))
    ImageDraw.Draw(image).text((4, 4), text, font=font, fill=255, **kwargs)  # type: ignore[arg-type]
    return image.tobytes()


def _kit_ink(text: str) -> bytes:
    font = ImageFont.truetype("DejaVuSans.ttf", 20)
    image = Image.new("L", (420, 32))
    kit_draw(image).text((4, 4), text, font=font, fill=255)
    return image.tobytes()


def test_the_kit_draws_no_control_and_lays_every_label_out_left_to_right() -> None:
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 20)
    except OSError:
        pytest.skip("DejaVu Sans is not installed")
    assert _kit_ink("\u202eAna 12 won") == _ink("Ana 12 won")  # the override is not applied, nor drawn
    assert _kit_ink("A\u2068b\u2069c\u200b") == _ink("Abc")
    if font.layout_engine != ImageFont.Layout.RAQM:
        pytest.skip("Pillow lays text out without libraqm here: every label is drawn in character order")
    label = "שלום: 3 cards"
    assert _ink(label) != _ink(label, direction="ltr")  # a label opening with a Hebrew name would turn
    assert _kit_ink(label) == _ink(label, direction="ltr")  # the kit keeps it left to right


def test_a_picture_of_hostile_names_draws_them_inert() -> None:
    record_states = []
    state = GAME.setup(4, MWLOptions(), 3)
    for _ in range(400):  # play until a trick is on the table
        seat = next(iter(GAME.to_act(state)))
        action = GAME.default_action(state, seat)
        assert action is not None
        GAME.apply(state, seat, action)
        if GAME.view(state, None).trick:
            record_states.append(state)
            break
    assert record_states, "no trick came"
    names = [HOSTILE["override"], HOSTILE["combining"], HOSTILE["invisible"], HOSTILE["bidi"]]
    record = MatchRecord(id=1, guild_id=1, channel_id=2, thread_id=3, game=GAME.key, status=MatchStatus.ACTIVE,
                         host_id=100, options={}, seed=1, state=state.model_dump_json(), version=0, timers={},
                         created_at=0.0, updated_at=0.0,
                         seats=[SeatRecord(i, 100 + i, n) for i, n in enumerate(names)])
    drawn = mwl_table.plain_names(record, 4)
    assert drawn[2] == "Seat 3" and all(not any(c in BIDI for c in n) for n in drawn)
    _, labels = measure(lambda: draw_trick(GAME.view(state, None), drawn))
    texts = [label.text for label in labels.items]
    assert texts and not [t for t in texts if any(c in BIDI or c in "\u200b\u3164" for c in t)]
    assert not [t for t in texts if problems(t)]
    assert any(t.startswith("Ana 12") for t in texts)  # the name itself is still there, in order


def test_a_line_of_ours_naming_a_person_reads_left_to_right() -> None:
    for kind in ("rtl", "override", "mention", "markdown"):
        line = safe_line(f"{HOSTILE[kind]} ran out of time; a move was made for them.")
        assert line.startswith(LRI) and line.endswith(PDI) and line.count(LRI) == 1, (kind, line)
        assert problems(line, kind) == [] and mention_problems(line, [VICTIM], kind) == [] and not pinged(line)
    assert safe_line("\u200b") == ""
