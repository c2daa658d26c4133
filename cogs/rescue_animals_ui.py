"""Rescue Animals in Discord: the public table, the private **My dice** panel, announcements.

Real time: several players click at once, so every panel is a snapshot that may be
stale by the time it is clicked. Each click is one interaction answered by editing
the panel in place (``edit_message``); a rejected action (the animal was just
rescued, rolling is frozen, …) redraws the fresh panel with the reason as a one-line
warning on top instead of sending a new message.

Everything here is read from views (``GAME.view``: the spectator view for the table,
the seat's own view for its panel) and from public events (``visible_to is None``).

custom_ids (all ≤ 100 characters, ASCII digits only, matched with ``fullmatch``)::

    ra:{match}:toggle:{die}     set die 0-5 aside / take it back (0-3 white, 4 black, 5 gray)
    ra:{match}:roll             roll every die not set aside
    ra:{match}:rescue:{uid}     call Rescuing! for the displayed card uid 0-53
    ra:{match}:refresh          redraw the panel (after the Ready, Set, Go! countdown)
"""
from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord.utils import escape_markdown, escape_mentions

from cogs.common import BRAND, Rendered, guarded, public_events, register_ui, service_of
from engine.core import Event, IllegalAction, Model
from engine.service import MatchError

if TYPE_CHECKING:
    from engine.games.rescue_animals.view import CardView, RescueView
    from engine.service import MatchService, MatchUpdate
    from storage import MatchRecord

log = logging.getLogger(__name__)

KEY = "rescue-animals"

# ---------------------------------------------------------------- Discord limits
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FIELDS_MAX = 25
FOOTER_MAX = 2048
EMBED_TOTAL_MAX = 6000
CONTENT_MAX = 2000
LABEL_MAX = 80

# ---------------------------------------------------------------- symbols
BLACK_SYM = "⬛"
WHITE_SYM = "⬜"
GRAY_SYM = "🔘"
DIE_SYMBOL = {"white": WHITE_SYM, "black": BLACK_SYM, "gray": GRAY_SYM}
DIE_NAME = {"white": "White", "black": "Black", "gray": "Gray"}
LEADER = "👑"

SPECIES_EMOJI: dict[str, str] = {
    "giant_panda": "🐼",
    "fin_whale": "🐋",
    "bawean_deer": "🦌",
    "golden_lion_tamarin": "🐒",
    "red_wolf": "🐺",
    "sumatran_orangutan": "🦧",
    "mountain_gorilla": "🦍",
    "african_forest_elephant": "🐘",
    "black_rhinoceros": "🦏",
    "iberian_lynx": "🐈",
    "european_mink": "🦡",
    "amur_leopard": "🐆",
    "axolotl": "🦎",
    "hawksbill_turtle": "🐢",
    "vaquita": "🐬",
    "kakapo": "🦜",
    "northern_hairy_nosed_wombat": "🐨",
    "polar_bear": "🐻‍❄️",
    "emperor_penguin": "🐧",
    "giant_otter": "🦦",
    "california_condor": "🦅",
}
AREA_EMOJI: dict[str, str] = {
    "Africa": "🌍",
    "Europe": "🌍",
    "Asia": "🌏",
    "Oceania": "🌏",
    "North America": "🌎",
    "South America": "🌎",
    "Oceans": "🌊",
    "Polar": "🧊",
}
SPECIAL_SHORT: dict[str, str] = {
    "three_same": "three white dice showing the same number",
    "three_sum_10": "three white dice adding up to exactly 10",
    "pair_sum_8": "two white dice adding up to exactly 8",
    "two_pairs_equal_sum": "two white dice whose sum equals the sum of two other white dice",
    "pair_same": "two white dice showing the same number",
}
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

# ---------------------------------------------------------------- custom_ids
MATCH_RE = r"(?P<match>[0-9]{1,18})"
TOGGLE_TEMPLATE = re.compile(rf"ra:{MATCH_RE}:toggle:(?P<die>[0-5])", re.ASCII)
ROLL_TEMPLATE = re.compile(rf"ra:{MATCH_RE}:roll", re.ASCII)
RESCUE_TEMPLATE = re.compile(rf"ra:{MATCH_RE}:rescue:(?P<uid>[0-9]|[1-4][0-9]|5[0-3])", re.ASCII)
REFRESH_TEMPLATE = re.compile(rf"ra:{MATCH_RE}:refresh", re.ASCII)

# Events that change what the table shows (the table is NOT redrawn on rolls/toggles/claims).
TABLE_EVENTS = frozenset({"rescue", "round_start", "round_end", "gray_die", "leader", "game_end", "go", "countdown"})


# ================================================================ text helpers
def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis when it was longer."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def safe(name: str) -> str:
    """A person-chosen name made inert for markdown and mentions."""
    return escape_mentions(escape_markdown(name))


def seat_name(record: MatchRecord, seat: int | None) -> str:
    """A seat's display name (escaped), with a robot mark for bots; "nobody" for None."""
    if seat is None or not 0 <= seat < len(record.seats):
        return "nobody" if seat is None else f"Player {seat + 1}"
    s = record.seats[seat]
    name = safe(s.name)
    if s.abandoned:
        name += " (left, bot plays)"
    elif s.is_bot and "🤖" not in name:
        name = "🤖 " + name
    return name


def animal_emoji(card: CardView | dict[str, Any]) -> str:
    key = card["key"] if isinstance(card, dict) else card.key
    return SPECIES_EMOJI.get(key, "🐾")


def requirement_line(card: CardView) -> str:
    """The dice requirement as dice faces: ``⬛ 3 · ⬜ 3 · ⬜ any`` plus the special in words.

    ⬛ is a black-die symbol (only the black die meets it); ⬜ a white-die symbol (white
    or gray dice meet it).
    """
    req = card.requirement
    parts: list[str] = []
    if req.black is not None:
        parts.append(f"{BLACK_SYM} {req.black}")
    parts.extend(f"{WHITE_SYM} {'any' if s == 'any' else s}" for s in req.white)
    text = " · ".join(parts)
    if req.special:
        special = f"{WHITE_SYM} {SPECIAL_SHORT.get(req.special, card.requirement_text)}"
        text = f"{text} + {special}" if text else special
    return text or card.requirement_text


def card_title(card: CardView) -> str:
    return f"{animal_emoji(card)} {card.name}"


def card_points(card: CardView) -> str:
    return f"🛡️ {card.protection} protection · ✨ +{card.bonus} per pair"


def card_block(card: CardView) -> str:
    """Latin name, area, points and requirement of a displayed card (a field value)."""
    area = f"{AREA_EMOJI.get(card.area, '🗺️')} {card.area}"
    return f"*{card.latin}* · {area}\n{card_points(card)}\nNeeds: {requirement_line(card)}"


def round_line(view: RescueView) -> str:
    return f"Round {view.round}/{view.rounds_total}"


def _deadline(record: MatchRecord, prefix: str) -> float | None:
    for key, entry in (record.timers or {}).items():
        if key.startswith(prefix) and isinstance(entry, dict) and entry.get("deadline") is not None:
            try:
                return float(entry["deadline"])
            except (TypeError, ValueError):
                return None
    return None


def _when(record: MatchRecord, prefix: str) -> str:
    at = _deadline(record, prefix)
    return f" <t:{int(at + 0.999)}:R>" if at else ""


def phase_line(record: MatchRecord, view: RescueView) -> str:
    """The countdown / play / claim-window / over state in one line."""
    if view.phase == "countdown":
        return f"⏳ **Ready, Set…** rolling is frozen — Go!{_when(record, 'go:') or ' in a moment'}"
    if view.phase == "window":
        return "📣 **Rescuing!** was called — rolling is frozen while the claim window is open."
    if view.phase == "play":
        return "🎲 **Go!** Everyone rolls at once — meet an animal's dice and press Rescue."
    return "🏁 **Game over.**"


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Clip an embed to Discord's limits (title, description, fields, footer, 6000 total)."""
    if embed.title:
        embed.title = clip(embed.title, TITLE_MAX)
    if embed.description:
        embed.description = clip(embed.description, DESCRIPTION_MAX)
    fields = [(clip(f.name or "\u200b", FIELD_NAME_MAX), clip(f.value or "\u200b", FIELD_VALUE_MAX), bool(f.inline))
              for f in embed.fields][:FIELDS_MAX]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(name=name, value=value, inline=inline)
    if embed.footer and embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER_MAX))
    while len(embed) > EMBED_TOTAL_MAX:
        over = len(embed) - EMBED_TOTAL_MAX
        if embed.fields:
            i = max(range(len(embed.fields)), key=lambda k: len(embed.fields[k].value or ""))
            f = embed.fields[i]
            value = f.value or ""
            if len(value) > 40:
                embed.set_field_at(i, name=f.name, value=clip(value, max(20, len(value) - over)), inline=bool(f.inline))
                continue
            embed.remove_field(len(embed.fields) - 1)
            continue
        embed.description = clip(embed.description or "", max(0, len(embed.description or "") - over))
    return embed


# ================================================================ the table
def render_table(record: MatchRecord, view: RescueView) -> Rendered:
    """The public table from the spectator view: display, rescues, leader, gray die, round, deck, phase."""
    title = f"🐾 Rescue Animals #{record.id} — {round_line(view)}"
    if view.phase == "over":
        title = f"🐾 Rescue Animals #{record.id} — Game over"
    lines = [phase_line(record, view)]
    lines.append(f"{LEADER} Conservation Leader: **{seat_name(record, view.leader)}**")
    if view.gray_holder is None:
        lines.append(f"{GRAY_SYM} Gray die: nobody yet (goes to the player without a rescue this round)")
    else:
        lines.append(f"{GRAY_SYM} Gray die: **{seat_name(record, view.gray_holder)}** (an extra white die; +2 points at the end)")
    lines.append(f"🃏 Deck: {view.deck_size} cards left · {view.box_size} returned to the box unseen")
    if view.rescue_limit == 2:
        lines.append("2 players: each of you may rescue two animals per round.")
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)

    if view.phase != "over":
        shown = [c for c in view.display if c is not None]
        for card in shown:
            embed.add_field(name=clip(f"{card_title(card)}", FIELD_NAME_MAX), value=card_block(card), inline=False)
        if not shown:
            embed.add_field(name="Display", value="Empty — the next round is being dealt.", inline=False)

    rescued_now = [(p.seat, c) for p in view.players for c in p.rescued_this_round]
    if rescued_now and view.phase != "over":
        embed.add_field(
            name=f"Rescued this round ({round_line(view)})",
            value="\n".join(f"{animal_emoji(c)} {c.name} — {seat_name(record, s)}" for s, c in rescued_now),
            inline=False,
        )

    player_lines = []
    for p in view.players:
        marks = (LEADER if p.is_leader else "") + (GRAY_SYM if p.has_gray else "")
        status = ""
        if view.phase != "over":
            if p.claimed:
                status = " · 📣 called Rescuing!"
            elif not p.can_rescue:
                status = " · ✅ done this round"
        player_lines.append(
            f"{marks + ' ' if marks else ''}**{seat_name(record, p.seat)}** — {p.rescued_total} rescued in all{status}"
        )
    embed.add_field(name="Players", value="\n".join(player_lines), inline=False)

    if view.final is not None:
        for field_name, value in final_fields(record, view.final.scores, view.final.places,
                                              [list(r) for r in view.final.rescued]):
            embed.add_field(name=field_name, value=value, inline=False)
        embed.add_field(name="Result", value=clip(named_detail(record, view.final.detail), FIELD_VALUE_MAX), inline=False)

    embed.set_footer(text=f"{BLACK_SYM} black-die symbol (only the black die) · {WHITE_SYM} white-die symbol "
                          f"(white or gray dice) · any = any number · Press My dice to play")
    return Rendered(embeds=[fit_embed(embed)])


def named_detail(record: MatchRecord, detail: str) -> str:
    """The engine's result detail with "Player N" replaced by seat names."""
    return re.sub(r"Player ([1-9])", lambda m: seat_name(record, int(m.group(1)) - 1), detail)


def final_fields(record: MatchRecord, scores: Sequence[Any], places: Sequence[int],
                 rescued: Sequence[Sequence[Any]]) -> list[tuple[str, str]]:
    """One (name, value) per seat, best place first: animals, protection, pair bonuses, gray die, total."""
    def get(s: Any, k: str) -> Any:
        return s[k] if isinstance(s, dict) else getattr(s, k)

    out = []
    order = sorted(range(len(scores)), key=lambda i: places[i])
    for i in order:
        s = scores[i]
        seat = get(s, "seat")
        place = places[seat]
        counts: Counter[str] = Counter()
        emoji: dict[str, str] = {}
        for c in rescued[seat] if seat < len(rescued) else []:
            name = c["name"] if isinstance(c, dict) else c.name
            counts[name] += 1
            emoji[name] = animal_emoji(c)
        animals = ", ".join(f"{emoji[n]} {n}" + (f" ×{k}" if k > 1 else "") for n, k in counts.most_common()) or "none"
        value = (
            f"**{get(s, 'total')} points** = {get(s, 'protection')} protection + {get(s, 'bonus')} bonus "
            f"({get(s, 'pairs')} pairs) + {get(s, 'gray')} gray die\n"
            f"{get(s, 'rescued')} {'animal' if get(s, 'rescued') == 1 else 'animals'}: {animals}"
        )
        name = f"{MEDALS.get(place, f'{place}.')} {seat_name(record, seat)}"
        out.append((clip(name, FIELD_NAME_MAX), clip(value, FIELD_VALUE_MAX)))
    return out


# ================================================================ the panel
def _die_label(color: str, value: int, aside: bool) -> str:
    face = str(value) if value else "–"
    return clip(f"{DIE_NAME[color]} {face}" + (" · set aside" if aside else ""), LABEL_MAX)


def dice_line(view: RescueView) -> str:
    """The seat's dice as text: ``⬜ 3 · ⬜ 5 · [⬜ 1] · ⬛ 2`` (brackets = set aside)."""
    assert view.me is not None
    d = view.me.dice
    parts = []
    for color, value, aside in zip(d.colors, d.values, d.aside):
        face = f"{DIE_SYMBOL[color]} **{value}**" if value else f"{DIE_SYMBOL[color]} –"
        parts.append(f"[{face}]" if aside else face)
    return "  ".join(parts)


def render_panel(record: MatchRecord, seat: int, view: RescueView, warning: str | None = None) -> Rendered:
    """The **My dice** panel of ``seat`` from its own view."""
    me = view.me
    head: list[str] = []
    if warning:
        head.append(f"⚠️ {clip(' '.join(warning.split()), 300)}")
    if me is None or seat != view.seat:
        head.append("This panel is for a seated player.")
        return Rendered(content="\n".join(head))

    mine_now = view.players[seat].rescued_this_round if 0 <= seat < len(view.players) else []
    done = view.phase != "over" and not view.players[seat].can_rescue
    embed = discord.Embed(title=f"🎲 My dice — {round_line(view)}", colour=BRAND)

    if view.phase == "over":
        head.append("🏁 The game is over — see the final scores in the thread.")
        if view.final is not None:
            for name, value in final_fields(record, view.final.scores, view.final.places,
                                            [list(r) for r in view.final.rescued]):
                embed.add_field(name=name, value=value, inline=False)
        return Rendered(content="\n".join(head), embeds=[fit_embed(embed)], view=None)

    if done:
        names = " and ".join(f"{animal_emoji(c)} {c.name}" for c in mine_now) or "an animal"
        head.append(f"🎉 You rescued the {names} — wait for the round to end.")
        embed.description = phase_line(record, view)
        left = [c for c in view.display if c is not None]
        if left:
            embed.add_field(name="Still on display",
                            value="\n".join(f"{card_title(c)} — {requirement_line(c)}" for c in left), inline=False)
        embed.set_footer(text=_footer(view))
        items: list[discord.ui.Item[Any]] = [RefreshButton(record.id)]
        return Rendered(content=clip("\n".join(head), CONTENT_MAX), embeds=[fit_embed(embed)], view=_layout(items))

    if view.phase == "countdown":
        head.append(f"🧊 **Frozen — Ready, Set, Go!** Rolling resumes{_when(record, 'go:') or ' in a moment'}; "
                    "you may set dice aside meanwhile, then press 🔄.")
    elif view.phase == "window":
        if me.claimed:
            head.append("📣 **Frozen —** you called Rescuing!; the claim window is closing…  press 🔄.")
        else:
            head.append("📣 **Frozen —** someone called Rescuing! You can still claim a tie right now.")
    elif not me.dice.rolled:
        head.append("🎲 **Go!** Press **Roll** to roll your dice.")
    else:
        head.append("🎲 **Go!** Set aside dice you want to keep, Roll the rest, Rescue when your dice fit.")
    if mine_now:
        head.append(f"You rescued the {', '.join(c.name for c in mine_now)} this round; you may rescue one more.")

    desc = [dice_line(view)]
    aside = [f"{DIE_NAME[c].lower()} {v}" for c, v, a in zip(me.dice.colors, me.dice.values, me.dice.aside) if a]
    desc.append("Set aside: " + (", ".join(aside) if aside else "nothing"))
    by_uid = {c.uid: c for c in view.display if c is not None}
    met = [by_uid[u] for u in me.satisfied if u in by_uid]
    if met:
        desc.append("✅ Your dice meet: " + ", ".join(f"**{c.name}**" for c in met)
                    + (" — press Rescue!" if me.can_claim else ""))
    embed.description = "\n".join(desc)
    for c in view.display:
        if c is None:
            continue
        used = me.matches.get(c.uid)
        if used is not None:
            dice = ", ".join(f"{DIE_NAME[me.dice.colors[i]].lower()} {me.dice.values[i]}" for i in used)
            mark = f"\n✅ met with {dice}"
        else:
            mark = ""
        embed.add_field(name=f"{card_title(c)} · 🛡️ {c.protection} · ✨ +{c.bonus}/pair",
                        value=f"Needs: {requirement_line(c)}{mark}", inline=False)
    embed.set_footer(text=_footer(view))

    items = []
    for i, (color, value, is_aside) in enumerate(zip(me.dice.colors, me.dice.values, me.dice.aside)):
        items.append(DieButton(record.id, i, color=color, value=value, aside=is_aside, disabled=value == 0))
    items.append(RollButton(record.id, disabled=not me.can_roll))
    items.append(RefreshButton(record.id))
    for c in met:
        items.append(RescueButton(record.id, c.uid, name=c.name, emoji=animal_emoji(c), disabled=not me.can_claim))
    return Rendered(content=clip("\n".join(head), CONTENT_MAX), embeds=[fit_embed(embed)], view=_layout(items))


def _footer(view: RescueView) -> str:
    me = view.me
    assert me is not None
    return (f"Your rescues: {len(me.rescued)} animals · {me.score} points so far (gray die not counted) · "
            f"{me.rolls} rolls · {BLACK_SYM} black die, {WHITE_SYM} white, {GRAY_SYM} gray (counts as white)")


def _layout(items: list[discord.ui.Item[Any]]) -> discord.ui.View:
    """Dice on row 0 (the gray die on row 1), Roll/Refresh on row 1, Rescue buttons on rows 2-3."""
    view = discord.ui.View(timeout=None)
    rescue_row = 2
    for item in items:
        if isinstance(item, DieButton):
            item.row = 0 if item.die < 5 else 1
        elif isinstance(item, (RollButton, RefreshButton)):
            item.row = 1
        elif isinstance(item, RescueButton):
            if sum(1 for c in view.children if c.row == rescue_row) >= 5:
                rescue_row += 1
            item.row = rescue_row
        view.add_item(item)
    return view


# ================================================================ buttons
async def _play(interaction: discord.Interaction, match_id: int, action: dict[str, Any]) -> None:
    """Apply ``action`` and redraw the panel in place; on a rejection, redraw it with the reason on top."""
    from cogs.table import act_and_refresh

    try:
        await act_and_refresh(interaction, match_id, action)
    except IllegalAction as exc:
        if interaction.response.is_done():
            raise
        await redraw_with_warning(interaction, match_id, exc.reason)


async def redraw_with_warning(interaction: discord.Interaction, match_id: int, reason: str) -> None:
    """Edit the clicked panel to the current one with ``reason`` as a warning line (one response).

    Raises MatchError (answered ephemerally by ``guarded``) if the clicker is not seated.
    """
    from cogs.table import refresh_panel

    await refresh_panel(interaction, match_id, warning=reason)


class DieButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TOGGLE_TEMPLATE):
    """One die: click to set it aside or take it back. Style success (green) when set aside."""

    def __init__(self, match_id: int, die: int, *, color: str = "white", value: int = 0, aside: bool = False,
                 disabled: bool = False) -> None:
        color = color if color in DIE_NAME else "white"
        super().__init__(discord.ui.Button(
            label=_die_label(color, value, aside),
            emoji=DIE_SYMBOL[color],
            style=discord.ButtonStyle.success if aside else discord.ButtonStyle.secondary,
            custom_id=f"ra:{match_id}:toggle:{die}",
            disabled=disabled,
        ))
        self.match_id, self.die = match_id, die

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> DieButton:
        return cls(int(match["match"]), int(match["die"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await _play(interaction, self.match_id, {"kind": "toggle", "die": self.die})


class RollButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ROLL_TEMPLATE):
    """Roll every die not set aside."""

    def __init__(self, match_id: int, *, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label="Roll", emoji="🎲", style=discord.ButtonStyle.primary,
                                           custom_id=f"ra:{match_id}:roll", disabled=disabled))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> RollButton:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await _play(interaction, self.match_id, {"kind": "roll"})


class RescueButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=RESCUE_TEMPLATE):
    """Call Rescuing! for one displayed animal the dice meet."""

    def __init__(self, match_id: int, uid: int, *, name: str = "animal", emoji: str | None = None,
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=clip(f"Rescue {name}", LABEL_MAX), emoji=emoji,
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"ra:{match_id}:rescue:{uid}", disabled=disabled))
        self.match_id, self.uid = match_id, uid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> RescueButton:
        return cls(int(match["match"]), int(match["uid"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await _play(interaction, self.match_id, {"kind": "rescue", "card": self.uid})


class RefreshButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REFRESH_TEMPLATE):
    """Redraw the panel (e.g. after Go! unfreezes rolling)."""

    def __init__(self, match_id: int) -> None:
        super().__init__(discord.ui.Button(label="Refresh", emoji="🔄", style=discord.ButtonStyle.secondary,
                                           custom_id=f"ra:{match_id}:refresh"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> RefreshButton:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.table import refresh_panel

        await refresh_panel(interaction, self.match_id)


# ================================================================ announcements


def _card_from(data: dict[str, Any]) -> CardView | None:
    from engine.games.rescue_animals.view import card_view

    try:
        return card_view(int(data["card"]))
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def announcement_lines(record: MatchRecord, events: Iterable[Event]) -> tuple[list[str], discord.Embed | None]:
    """Compact public lines for rescues, ties, stalls, round summaries; the final scoring embed."""
    lines: list[str] = []
    final: discord.Embed | None = None
    round_end: dict[str, Any] | None = None
    gray_to: int | None = None
    leader: int | None = None
    for e in public_events(events):
        d = e.data or {}
        if e.kind == "tie":
            claimants = " and ".join(seat_name(record, s) for s in sorted(d.get("claimants", [])))
            how = ("holds the gray die and wins the tie" if d.get("by") == "gray"
                   else "is first clockwise from the Conservation Leader and wins the tie")
            lines.append(f"⚖️ {claimants} called Rescuing! at the same moment — "
                         f"{seat_name(record, d.get('winner'))} {how}.")
        elif e.kind == "rescue":
            card = _card_from(d)
            if card is None:
                lines.append(clip(e.text, 200))
                continue
            lines.append(f"{animal_emoji(card)} **{seat_name(record, d.get('seat'))}** rescued the "
                         f"**{card.name}** (🛡️ {card.protection})")
        elif e.kind == "stall":
            seats = d.get("seats") or []
            who = ", ".join(seat_name(record, s) for s in seats) or "nobody"
            lines.append(f"⏱️ Nobody rescued for a while — idle players were auto-played: {who}.")
        elif e.kind == "round_end":
            round_end = d
        elif e.kind == "gray_die":
            gray_to = d.get("to")
        elif e.kind == "leader":
            leader = d.get("leader")
        elif e.kind == "round_start":
            if round_end is not None:
                lines.append(_round_summary(record, round_end, gray_to, last=False))
                round_end = None
            display = [c for c in (_card_from({"card": u}) for u in d.get("display", []) if u is not None) if c]
            names = ", ".join(f"{animal_emoji(c)} {c.name}" for c in display)
            lead = d.get("leader", leader)
            lines.append(f"▶️ **Round {d.get('round')}** — {LEADER} {seat_name(record, lead)} leads · "
                         f"on display: {names} · deck {d.get('deck_size', '?')}. Ready, Set…")
        elif e.kind == "game_end":
            if round_end is not None:
                lines.append(_round_summary(record, round_end, gray_to, last=True))
                round_end = None
            final = final_embed(record, d)
    if round_end is not None:
        lines.append(_round_summary(record, round_end, gray_to, last=False))
    return lines, final


def _round_summary(record: MatchRecord, d: dict[str, Any], gray_to: int | None, *, last: bool) -> str:
    parts = []
    for seat, cards in enumerate(d.get("rescued", [])):
        got = ", ".join(f"{animal_emoji(c)} {c.name}" for c in (_card_from({"card": u}) for u in cards) if c)
        parts.append(f"{seat_name(record, seat)}: {got or 'nothing'}")
    gray = ""
    if gray_to is not None:
        gray = (f" → {GRAY_SYM} {seat_name(record, gray_to)} takes the gray die "
                + ("(+2 points at the end)." if last else "for the next round."))
    return f"🔚 **Round {d.get('round')} over.** " + " · ".join(parts) + gray


def final_embed(record: MatchRecord, d: dict[str, Any]) -> discord.Embed:
    """The final scoring table from the public ``game_end`` event."""
    from engine.games.rescue_animals.view import card_view

    scores = d.get("scores") or []
    places = d.get("places") or [0] * len(scores)
    rescued = [[card_view(int(u)) for u in r] for r in (d.get("rescued") or [])]
    embed = discord.Embed(title="🏁 Rescue Animals — final scores",
                          description=clip(named_detail(record, str(d.get("detail", ""))), DESCRIPTION_MAX),
                          colour=BRAND)
    for name, value in final_fields(record, scores, places, rescued):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_footer(text="Points = protection + bonus per pair of identical animals + 2 for the gray die. "
                          "Ties: most animals, then the gray die, then clockwise from the Conservation Leader.")
    return fit_embed(embed)


# ================================================================ the GameUI
class RescueUI:
    """The :class:`cogs.common.GameUI` of Rescue Animals."""

    key: ClassVar[str] = KEY
    panel_label: ClassVar[str] = "My dice"
    dynamic_items: ClassVar[Sequence[type[discord.ui.DynamicItem[Any]]]] = (
        DieButton, RollButton, RescueButton, RefreshButton,
    )

    def table(self, record: MatchRecord, view: Model, service: MatchService | None = None) -> Rendered:
        """The public table (``view`` must be the spectator view)."""
        rv = _rescue_view(view)
        if rv.me is not None:
            raise ValueError("the table is rendered from the spectator view only")
        return render_table(record, rv)

    def panel(self, record: MatchRecord, seat: int, view: Model) -> Rendered:
        return render_panel(record, seat, _rescue_view(view))

    def table_buttons(self, match_id: int) -> list[discord.ui.Item[Any]]:
        return []

    def announcements(self, update: MatchUpdate) -> list[Rendered]:
        lines, final = announcement_lines(update.match, update.events)
        out: list[Rendered] = []
        text = ""
        for line in lines:
            line = clip(line, CONTENT_MAX)
            if text and len(text) + 1 + len(line) > CONTENT_MAX:
                out.append(Rendered(content=text))
                text = ""
            text = f"{text}\n{line}" if text else line
        if text or final is not None:
            out.append(Rendered(content=text or None, embeds=[final] if final is not None else []))
        return out

    def refresh_table(self, update: MatchUpdate) -> bool:
        """True on rescues, round changes, gray die moves, game end, countdown/Go!; False on rolls."""
        if update.kind in ("finished", "seats", "started"):
            return True
        return any(e.visible_to is None and e.kind in TABLE_EVENTS for e in update.events)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        return [
            ("claim_window_ms", "Claim window", [("250 ms", 250), ("400 ms", 400), ("800 ms", 800)]),
            ("countdown_s", "Countdown", [("2 s", 2.0), ("3 s", 3.0), ("5 s", 5.0)]),
            ("bot_roll_interval_s", "Bot pace", [("Fast 1 s", 1.0), ("Normal 1.5 s", 1.5), ("Slow 3 s", 3.0)]),
            ("stall_s", "Stall timer", [("1 min", 60.0), ("2 min", 120.0), ("5 min", 300.0)]),
        ]

    def clicks_for(self, match_id: int, view: Model, action: Model) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes for ``action``: ``[(custom_id, None)]``.

        A roll with ``keep`` becomes the toggles that set exactly those dice aside, then Roll.
        """
        kind = getattr(action, "kind", None)
        if kind == "toggle":
            return [(f"ra:{match_id}:toggle:{action.die}", None)]  # type: ignore[attr-defined]
        if kind == "rescue":
            return [(f"ra:{match_id}:rescue:{action.card}", None)]  # type: ignore[attr-defined]
        if kind == "roll":
            clicks: list[tuple[str, list[str] | None]] = []
            keep = getattr(action, "keep", None)
            me = getattr(view, "me", None)
            if keep is not None and me is not None:
                wanted = set(keep)
                for die, aside in enumerate(me.dice.aside):
                    if aside != (die in wanted):
                        clicks.append((f"ra:{match_id}:toggle:{die}", None))
            clicks.append((f"ra:{match_id}:roll", None))
            return clicks
        raise ValueError(f"no panel click for {action!r}")

    def refresh_id(self, match_id: int) -> str:
        """The panel's Refresh button."""
        return f"ra:{match_id}:refresh"


def _rescue_view(view: Model) -> RescueView:
    from engine.games.rescue_animals.view import RescueView

    if isinstance(view, RescueView):
        return view
    return RescueView.model_validate(view.model_dump())


UI = register_ui(RescueUI())


async def setup(bot: Any) -> None:
    bot.add_dynamic_items(*RescueUI.dynamic_items)
