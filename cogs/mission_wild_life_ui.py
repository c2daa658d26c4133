"""Mission: Wild Life in Discord: the table embed, the private hand panel, announcements.

Everything shown comes from the engine's view (:mod:`engine.games.mission_wild_life.views`):
the table from the spectator view ``view(state, None)``, a panel and "My tricks" from
that seat's own view. Cards read at a glance as a colour square and a number ("🟦 8").

Components (all ``DynamicItem``s, so they survive a restart; no view holds game state):

* ``mwl:{match}:play:{round}:{card}`` — a card button in the hand panel (``card`` is a card id
  such as ``blue-8``); plays the card.
* ``mwl:{match}:pass:{round}`` — the pass-cards select (exactly 3 cards) in the pass phase.
  ``round`` makes a button from an earlier round's panel stale: it redraws the panel
  with a warning instead of playing a card that happens to be in the new hand.
* ``mwl:{match}:tricks`` — "My tricks" on the table and in the panel: the clicking
  player's own won tricks of this round (FAQ: you may look at your own tricks only).
* ``mwl:{match}:refresh`` — redraws the panel (an ephemeral panel is not pushed to).

Announcements keep the thread readable: no message per trick (the table shows the
last trick); one line when a flash mission is won, one summary per round (who won
which mission and why), and the final result. Only events with ``visible_to is None``
are ever used for them.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord.ext import commands

from cogs.common import BRAND, Rendered, guarded, public_events, register_ui, seat_names, service_of
from engine import registry
from engine.service import MatchError

if TYPE_CHECKING:
    from engine.core import Event, Model
    from engine.games.mission_wild_life.views import CardView, MissionView, MWLView, PlayView
    from engine.service import MatchService, MatchUpdate
    from storage import MatchRecord

GAME_KEY = "mission-wild-life"

# Discord limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
FIELD_NAME = 256
FIELD_VALUE = 1024
EMBED_FIELDS = 25
EMBED_TOTAL = 6000
FOOTER = 2048
CONTENT = 2000
CUSTOM_ID = 100

SQUARE = {"gray": "⬜", "blue": "🟦", "green": "🟩", "gold": "🟨", "red": "🟥"}
"""Colour squares, the same as the engine's ``emoji_label`` uses."""
COLOUR_WORD = {"gray": "gray", "blue": "blue", "green": "green", "gold": "gold", "red": "red"}
KIND_ICON = {"research": "🔬", "adventure": "🧭", "flash": "⚡"}
KIND_HINT = {"research": "research · round end", "adventure": "adventure · round end", "flash": "flash · first to do it"}
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

CARD_ID = r"(?:gray|blue|green|gold|red)-[1-8]"
MATCH_ID = r"[0-9]{1,18}"
ROUND = r"[1-9][0-9]{0,2}"


# --------------------------------------------------------------------- text helpers

def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def card_text(card: CardView) -> str:
    """A card at a glance: ``"🟦 8"``."""
    return f"{SQUARE.get(card.colour, '▫️')} {card.number}"


def names_of(record: MatchRecord, seats: int) -> list[str]:
    """Markdown-safe display names by seat (``Seat N`` for any seat the record lacks)."""
    names = [discord.utils.escape_markdown(n) for n in seat_names(record)]
    return [names[i] if i < len(names) else f"Seat {i + 1}" for i in range(seats)]


def _seat_sub(text: str, names: list[str]) -> str:
    """Replace the engine's "seat N" in an event text with the player's name."""

    def repl(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return names[i] if 0 <= i < len(names) else m.group(0)

    return re.sub(r"\b[Ss]eat (\d{1,2})\b", repl, text)


def _plays_text(plays: Sequence[PlayView], names: list[str]) -> str:
    return " · ".join(f"{names[p.seat]} {card_text(p.card)}" for p in plays)


def _mission_line(m: MissionView, *, struck: bool = False, winner: str | None = None) -> str:
    expert = " *(expert)*" if m.expert else ""
    name = f"~~{m.name}~~" if struck else f"**{m.name}**"
    line = f"{KIND_ICON.get(m.type, '•')} {name}{expert} — {m.text} · _{KIND_HINT.get(m.type, m.type)}_"
    if winner:
        line += f" — won by {winner}"
    return line


def _watch_cards(view: MWLView) -> bool:
    """Whether an Iguana-type mission ("the last red, green or blue N") is on display."""
    try:
        from engine.games.mission_wild_life import missions as M

        return any(M.get(m.id).watch for m in view.display)
    except Exception:  # noqa: BLE001 - catalogue lookup only; fall back to the printed text
        return any(m.text.startswith("Win the last") for m in view.display)


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Clip every part to Discord's limits and drop trailing fields until the total fits 6000."""
    if embed.title:
        embed.title = clip(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = clip(embed.description, EMBED_DESCRIPTION)
    fields = [(f.name or "\u200b", f.value or "\u200b", f.inline) for f in embed.fields][:EMBED_FIELDS]
    embed.clear_fields()
    for name, value, inline in fields:
        embed.add_field(name=clip(name, FIELD_NAME), value=clip(value, FIELD_VALUE), inline=inline)
    if embed.footer and embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER))
    while len(embed) > EMBED_TOTAL and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > EMBED_TOTAL and embed.description:
        embed.description = clip(embed.description, max(0, len(embed.description) - (len(embed) - EMBED_TOTAL)))
    return embed


def _spectator_view(record: MatchRecord) -> MWLView | None:
    """The spectator view of a record's stored state (for announcements), or None."""
    if not record.state:
        return None
    try:
        game = registry.get(record.game)
        return game.view(game.State.model_validate_json(record.state), None)  # type: ignore[return-value]
    except Exception:  # noqa: BLE001 - announcements must never break the update fan-out
        return None


# --------------------------------------------------------------------- table

def turn_line(view: MWLView, names: list[str]) -> str:
    """Who acts now, in one line."""
    if view.phase == "over":
        return "The game is over."
    if view.phase == "pass":
        waiting = [names[s] for s in view.to_act]
        return "Everyone passes 3 cards to the left. Waiting for: " + (", ".join(waiting) or "—")
    if view.turn is None:
        return ""
    who = names[view.turn]
    return f"▶ **{who}** to {'lead' if not view.trick else 'play'}"


def trick_block(view: MWLView, names: list[str]) -> str:
    """The trick in progress: play order from the leader, the led colour, empty slots as ``…``."""
    if view.phase != "play":
        return ""
    played = {p.seat: p for p in view.trick}
    slots = []
    for i in range(view.seats):
        s = (view.leader + i) % view.seats
        if s in played:
            slots.append(f"{names[s]} {card_text(played[s].card)}")
        elif s == view.turn:
            slots.append(f"**{names[s]}** ▶")
        else:
            slots.append(f"{names[s]} …")
    led = f"{SQUARE[view.led_colour]} {view.led_colour} led" if view.led_colour else "nothing led yet"
    return f"**Trick {view.trick_number} of {view.tricks_per_round}** · {led}\n" + " · ".join(slots)


def final_places(view: MWLView) -> list[int]:
    """Places by mission count (ties share), as the engine's outcome ranks them."""
    return [1 + sum(1 for c in view.mission_counts if c > mine) for mine in view.mission_counts]


def render_table(record: MatchRecord, view: MWLView) -> Rendered:
    """The public table message from the spectator view."""
    names = names_of(record, view.seats)
    title = f"Mission: Wild Life · match #{record.id} · round {view.round}"
    lines: list[str] = []
    if view.phase == "over":
        best = max(view.mission_counts) if view.mission_counts else 0
        winners = [names[s] for s, c in enumerate(view.mission_counts) if c == best]
        lines.append(f"🏆 **Game over** — {' & '.join(winners)} win{'s' if len(winners) == 1 else ''} with {best} missions.")
        if best < view.missions_to_win:
            lines.append("The round limit was reached.")
        for seat, place in sorted(enumerate(final_places(view)), key=lambda t: (t[1], t[0])):
            count = view.mission_counts[seat]
            lines.append(f"{MEDALS.get(place, f'{place}.')} {names[seat]} — {count} mission{'' if count == 1 else 's'}")
    else:
        block = trick_block(view, names)
        if block:
            lines.append(block)
        lines.append(turn_line(view, names))
    embed = discord.Embed(title=title, description="\n".join(lines), colour=BRAND)

    # missions on display (and flash missions already won this round, struck through)
    mission_lines = [_mission_line(m) for m in view.display]
    for name in view.flash_won_this_round:
        holder = next((names[s] for s, ws in enumerate(view.missions_won) if name in ws), None)
        mission_lines.append(f"⚡ ~~{name}~~ — won by {holder}" if holder else f"⚡ ~~{name}~~ — won")
    if view.phase != "over":
        embed.add_field(name="Missions on display", value="\n".join(mission_lines) or "—", inline=False)

    # players: hand size, tricks, missions won vs needed
    for s in range(view.seats):
        marker = "▶ " if s in view.to_act and view.phase != "over" else ""
        won = view.missions_won[s]
        value = (
            f"Tricks **{view.trick_counts[s]}** · hand {view.hand_counts[s]}\n"
            f"Missions **{view.mission_counts[s]}**/{view.missions_to_win}"
        )
        if view.phase == "pass":
            value += " · " + ("✅ passed" if view.passed[s] else "choosing…")
        if won:
            value += "\n" + clip(", ".join(won), 300)
        embed.add_field(name=clip(marker + names[s], FIELD_NAME), value=value, inline=True)

    if view.out_card is not None:
        embed.add_field(name="Out of the game", value=card_text(view.out_card), inline=True)
    if view.watched_played or _watch_cards(view):
        seen = " ".join(card_text(c) for c in view.watched_played) or "none yet"
        embed.add_field(name="Already played (last red/green/blue missions)", value=seen, inline=True)
    # Only this round's last trick: after a new deal its cards may sit in someone's hand again.
    if view.last_trick is not None and view.phase != "over" and view.last_trick.round == view.round:
        lt = view.last_trick
        embed.add_field(
            name=f"Last trick (round {lt.round}, trick {lt.number}) → {names[lt.winner]}",
            value=_plays_text(lt.plays, names),
            inline=False,
        )
    opts = [f"first to {view.missions_to_win} missions at a round's end ends the game"]
    if view.expert:
        opts.append("expert missions")
    if view.flash_per_round > 1:
        opts.append(f"{view.flash_per_round} flash missions per round")
    if view.pass_cards:
        opts.append("pass 3 cards")
    embed.set_footer(text="🟨 gold = trump · ⬜ gray = evade · a 1 beats the 8 of its colour\n" + " · ".join(opts))
    return Rendered(embeds=[fit_embed(embed)])


# --------------------------------------------------------------------- panel

def legal_hint(view: MWLView) -> str:
    """What the seat may play now, in words ("You must follow blue …")."""
    if view.phase != "play" or view.turn != view.seat:
        return ""
    if not view.trick:
        return "You lead: play any card."
    led = view.led_colour or ""
    has_led = any(c.colour == led for c in view.hand)
    if has_led and led != "gray":
        return f"You must follow **{led}** (⬜ gray may always be played)."
    if has_led:
        return "You must follow **gray**."
    return f"You have no {led}: play any card (🟨 gold trumps)."


def panel_text(record: MatchRecord, seat: int, view: MWLView) -> str:
    names = names_of(record, view.seats)
    lines = [f"**Your hand** — {len(view.hand)} cards · round {view.round} · Mission: Wild Life #{record.id}"]
    lines.append(" ".join(card_text(c) for c in view.hand) or "(no cards)")
    if view.phase == "pass":
        left = names[(seat + 1) % view.seats]
        if view.my_pass:
            chosen = ", ".join(_cv_text(c) for c in view.my_pass)
            waiting = ", ".join(names[s] for s in view.to_act) or "—"
            lines.append(f"You pass {chosen} to **{left}**. Waiting for: {waiting}.")
        else:
            lines.append(f"▶ **Choose 3 cards to pass to {left}** (on your left) in the menu below.")
    elif view.phase == "play":
        block = trick_block(view, names)
        if block:
            lines.append(block)
        if view.turn == seat:
            lines.append("▶ **Your turn.** " + legal_hint(view))
        elif view.turn is not None:
            lines.append(f"Waiting for **{names[view.turn]}**.")
        if view.last_trick is not None and view.last_trick.round == view.round:
            lt = view.last_trick
            lines.append(f"Last trick → {names[lt.winner]}: {_plays_text(lt.plays, names)}")
    else:
        lines.append("The game is over.")
    lines.append(
        f"Your tricks: {view.trick_counts[seat]} · your missions: {view.mission_counts[seat]}/{view.missions_to_win}"
    )
    return clip("\n".join(lines), CONTENT)


def _cv_text(card_id: str) -> str:
    from engine.games.mission_wild_life.views import card_view

    try:
        return card_text(card_view(card_id))
    except ValueError:
        return card_id


def panel_embed(record: MatchRecord, view: MWLView) -> discord.Embed:
    """The missions on display and the score, so a DM copy is playable without the thread."""
    names = names_of(record, view.seats)
    missions = [_mission_line(m) for m in view.display] + [f"⚡ ~~{n}~~ — won" for n in view.flash_won_this_round]
    embed = discord.Embed(description="\n".join(missions) or "No missions on display.", colour=BRAND)
    score = " · ".join(
        f"{names[s]} {view.mission_counts[s]}🏅 {view.trick_counts[s]}✋" for s in range(view.seats)
    )
    embed.add_field(name=f"Missions 🏅 (of {view.missions_to_win}) and tricks ✋", value=score, inline=False)
    if view.out_card is not None:
        embed.add_field(name="Out of the game", value=card_text(view.out_card), inline=True)
    if view.watched_played:
        embed.add_field(name="Already played", value=" ".join(card_text(c) for c in view.watched_played), inline=True)
    return fit_embed(embed)


def render_panel(record: MatchRecord, seat: int, view: MWLView) -> Rendered:
    """The private panel of ``seat``: text, a mission summary and the hand as buttons."""
    dv = discord.ui.View(timeout=None)
    legal = set(view.legal)
    my_turn = view.phase == "play" and view.turn == seat
    for i, card in enumerate(view.hand[:15]):
        dv.add_item(PlayButton(record.id, card, round_=view.round, enabled=my_turn and card.id in legal, row=i // 5))
    rows_used = (min(len(view.hand), 15) + 4) // 5
    if view.phase == "pass" and not view.my_pass and len(view.hand) >= 3:
        dv.add_item(PassSelect(record.id, view.hand, round_=view.round, row=min(rows_used, 3)))
        rows_used = min(rows_used, 3) + 1
    control_row = min(rows_used, 4)
    dv.add_item(RefreshButton(record.id, row=control_row))
    dv.add_item(TricksButton(record.id, row=control_row))
    return Rendered(content=panel_text(record, seat, view), embeds=[panel_embed(record, view)], view=dv)


# --------------------------------------------------------------------- my tricks

def tricks_text(view: MWLView) -> str:
    """The seat's own won tricks of this round (from that seat's view)."""
    if not view.my_tricks:
        return f"You have won no trick in round {view.round} yet."
    lines = [f"**Your tricks in round {view.round}** ({len(view.my_tricks)}):"]
    for i, trick in enumerate(view.my_tricks, 1):
        lines.append(f"{i}. " + " · ".join(card_text(c) for c in trick))
    return clip("\n".join(lines), CONTENT)


# --------------------------------------------------------------------- components

class PlayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"mwl:(?P<match>{MATCH_ID}):play:(?P<round>{ROUND}):(?P<card>{CARD_ID})",
):
    """One card of the hand panel: plays it (if the panel is from the current round)."""

    def __init__(
        self, match_id: int, card: CardView | str, *, round_: int = 1, enabled: bool = True, row: int | None = None
    ) -> None:
        card_id = card if isinstance(card, str) else card.id
        if isinstance(card, str):
            colour, _, number = card.partition("-")
        else:
            colour, number = card.colour, str(card.number)
        super().__init__(
            discord.ui.Button(
                label=number,
                emoji=SQUARE.get(colour),
                style=discord.ButtonStyle.primary if enabled else discord.ButtonStyle.secondary,
                custom_id=f"mwl:{match_id}:play:{round_}:{card_id}",
                disabled=not enabled,
            ),
            row=row,
        )
        self.match_id, self.card, self.round = match_id, card_id, round_

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: Any) -> PlayButton:
        return cls(int(match["match"]), match["card"], round_=int(match["round"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.table import act_and_refresh

        if await _stale_round(interaction, self.match_id, self.round):
            return
        await act_and_refresh(interaction, self.match_id, {"kind": "play", "card": self.card})


async def _stale_round(interaction: discord.Interaction, match_id: int, round_: int) -> bool:
    """If the clicked panel is from an earlier round, redraw it with a warning and return True."""
    from cogs.table import refresh_panel

    service = service_of(interaction)
    if service.match(match_id) is None:
        return False  # act() explains that the match is over
    current = getattr(service.view(match_id, None), "round", round_)
    if current == round_:
        return False
    await refresh_panel(interaction, match_id, warning="That button was from an earlier round; here is your hand now.")
    return True


class PassSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=rf"mwl:(?P<match>{MATCH_ID}):pass:(?P<round>{ROUND})"
):
    """The pass-cards variant: choose exactly three hand cards to pass left."""

    def __init__(
        self, match_id: int, hand: Sequence[CardView] = (), *, round_: int = 1, row: int | None = None
    ) -> None:
        options = [
            discord.SelectOption(label=c.label, value=c.id, emoji=SQUARE.get(c.colour)) for c in list(hand)[:25]
        ]
        if len(options) < 3:  # rebuilt from a custom_id: the real options come from the message
            options = [discord.SelectOption(label=str(i), value=f"?{i}") for i in range(3)]
        super().__init__(
            discord.ui.Select(
                custom_id=f"mwl:{match_id}:pass:{round_}",
                placeholder="Choose 3 cards to pass left",
                min_values=3,
                max_values=3,
                options=options,
            ),
            row=row,
        )
        if row is not None:
            # discord.py 2.7: BaseSelect's __slots__ has "row", which shadows Item.row, while
            # DynamicItem.row reads item._row; set it so the select keeps its row.
            self.item._row = row
        self.match_id, self.round = match_id, round_

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: Any) -> PassSelect:
        return cls(int(match["match"]), round_=int(match["round"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.table import act_and_refresh

        if await _stale_round(interaction, self.match_id, self.round):
            return

        values = (interaction.data or {}).get("values")
        if not isinstance(values, list) or len(values) != 3 or not all(isinstance(v, str) for v in values):
            raise MatchError("Choose exactly three cards to pass.")
        await act_and_refresh(interaction, self.match_id, {"kind": "pass", "cards": values})


class TricksButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"mwl:(?P<match>{MATCH_ID}):tricks"):
    """"My tricks": the clicking player's own won tricks of this round, ephemerally."""

    def __init__(self, match_id: int, *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="My tricks", emoji="🗂️", style=discord.ButtonStyle.secondary, custom_id=f"mwl:{match_id}:tricks"
            ),
            row=row,
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: Any) -> TricksButton:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.table import view_of

        service = service_of(interaction)
        record = await service.fetch(self.match_id)
        if record is None:
            raise MatchError("That match doesn't exist.")
        seat = next((s.seat for s in record.seats if s.user_id == interaction.user.id and not s.is_bot), None)
        if seat is None:
            raise MatchError("You are not playing in this match: only players can look at their own tricks.")
        view = view_of(interaction, record, seat)
        await interaction.response.send_message(tricks_text(view), ephemeral=True)  # type: ignore[arg-type]


class RefreshButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"mwl:(?P<match>{MATCH_ID}):refresh"):
    """Redraws the panel it sits on (ephemeral panels are not updated by others' moves)."""

    def __init__(self, match_id: int, *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="Refresh", emoji="🔄", style=discord.ButtonStyle.secondary, custom_id=f"mwl:{match_id}:refresh"
            ),
            row=row,
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: Any) -> RefreshButton:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        from cogs.table import refresh_panel

        await refresh_panel(interaction, self.match_id)


# --------------------------------------------------------------------- announcements

def _won_line(event: Event, names: list[str]) -> str:
    d = event.data
    kind = str(d.get("type", ""))
    why = _seat_sub(str(d.get("reason") or event.text), names)
    line = f"{KIND_ICON.get(kind, '🏅')} {why}"
    if d.get("mission") is None and d.get("name"):
        # a tied winner's card comes face down from the same stack (or is a plain token)
        line += " — takes a mission token" if d["name"] == "Mission token" else f" — takes a face-down {kind} card"
    return line


def _n(values: Sequence[Any], i: int, noun: str) -> str:
    v = values[i] if i < len(values) else "?"
    return f"{v} {noun}" + ("" if v == 1 else "s")


def announce(update: MatchUpdate) -> list[Rendered]:
    """Compact messages for one update (see the module docstring)."""
    if update.kind == "started":  # round 1: who starts and which missions are out
        names = names_of(update.match, len(update.match.seats))
        return [
            Rendered(content="▶️ " + _seat_sub(e.text, names))
            for e in public_events(update.events)
            if e.kind == "round_start"
        ]
    if update.kind not in ("action", "finished"):
        return []
    events = public_events(update.events)
    if not events:
        return []
    record = update.match
    seats = len(record.seats)
    names = names_of(record, seats)
    out: list[Rendered] = []
    round_end = next((e for e in events if e.kind == "round_end"), None)
    game_end = next((e for e in events if e.kind == "game_end"), None)
    need: int | None = None
    if round_end is not None or game_end is not None:
        sv = _spectator_view(record)
        need = sv.missions_to_win if sv is not None else None

    if round_end is None:
        # mid-round: only flash missions won (on a trick, or by a hand)
        lines = [_won_line(e, names) for e in events if e.kind == "mission_won"]
        if lines:
            out.append(Rendered(content=clip("\n".join(lines), CONTENT)))
    else:
        rnd = round_end.data.get("round", "?")
        before: list[str] = []
        after: list[str] = []
        target = before
        for e in events:
            if e.kind == "round_end":
                target = after
                continue
            if e.kind == "mission_won":
                target.append(_won_line(e, names))
            elif e.kind == "mission_unclaimed":
                target.append("▫️ " + e.text)
            elif e.kind == "round_start":
                # the engine's line ("Round 2: seat 1 starts. Missions: …") with names for seats
                after.append(_seat_sub(e.text, names))
            elif e.kind == "mission_swapped":
                after.append("🔁 " + e.text)
        tricks = round_end.data.get("tricks") or []
        counts = round_end.data.get("counts") or []
        of = f"/{need}" if need else ""
        score = [
            f"{names[s]}: {_n(tricks, s, 'trick')}, **{counts[s] if s < len(counts) else '?'}{of}** missions"
            for s in range(seats)
        ]
        desc = "\n".join(before or ["No mission was won at the end of this round."]) + "\n\n" + "\n".join(score)
        embed = discord.Embed(title=f"Round {rnd} over", description=desc, colour=BRAND)
        if after and game_end is None:
            embed.add_field(name="Next round", value="\n".join(after), inline=False)
        out.append(Rendered(embeds=[fit_embed(embed)]))

    if game_end is not None:
        counts = list(game_end.data.get("counts") or [])
        places = list(game_end.data.get("places") or [])
        if len(counts) != seats or len(places) != seats:
            counts = counts[:seats] + [0] * (seats - len(counts))
            places = [1 + sum(1 for c in counts if c > mine) for mine in counts]
        best = max(counts) if counts else 0
        winners = [names[s] for s in range(seats) if places[s] == 1]
        lines = [
            f"{MEDALS.get(places[s], f'{places[s]}.')} **{names[s]}** — {counts[s]} mission{'s' if counts[s] != 1 else ''}"
            for s in sorted(range(seats), key=lambda s: (places[s], s))
        ]
        if need and best < need:
            lines.append("\nThe round limit was reached before anyone got to " f"{need} missions.")
        embed = discord.Embed(
            title=f"🏆 {' & '.join(winners)} win{'s' if len(winners) == 1 else ''} Mission: Wild Life #{record.id}",
            description="\n".join(lines),
            colour=BRAND,
        )
        embed.set_footer(text="Standings are updated: /standings")
        out.append(Rendered(embeds=[fit_embed(embed)]))
    return out


# --------------------------------------------------------------------- the GameUI

class MissionWildLifeUI:
    """:class:`cogs.common.GameUI` for Mission: Wild Life."""

    key: ClassVar[str] = GAME_KEY
    panel_label: ClassVar[str] = "Hand"
    dynamic_items: ClassVar[Sequence[type[discord.ui.DynamicItem[Any]]]] = (
        PlayButton,
        PassSelect,
        TricksButton,
        RefreshButton,
    )

    def table(self, record: MatchRecord, view: Model, service: MatchService | None = None) -> Rendered:
        return render_table(record, view)  # type: ignore[arg-type]

    def panel(self, record: MatchRecord, seat: int, view: Model) -> Rendered:
        return render_panel(record, seat, view)  # type: ignore[arg-type]

    def table_buttons(self, match_id: int) -> list[discord.ui.Item[Any]]:
        return [TricksButton(match_id)]

    def announcements(self, update: MatchUpdate) -> list[Rendered]:
        return announce(update)

    def refresh_table(self, update: MatchUpdate) -> bool:
        return update.kind in ("action", "seats", "finished")

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        return [
            ("expert", "Expert missions", [("Off", False), ("On", True)]),
            ("flash_per_round", "Flash missions per round", [("1", 1), ("2", 2), ("3", 3)]),
            ("pass_cards", "Pass 3 cards left", [("Off", False), ("On", True)]),
        ]

    def clicks_for(self, match_id: int, view: Model, action: Model) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes for ``action``: ``[(custom_id, select values or None)]``."""
        kind = getattr(action, "kind", None)
        if kind == "play":
            return [(f"mwl:{match_id}:play:{view.round}:{action.card}", None)]  # type: ignore[attr-defined]
        if kind == "pass":
            return [(f"mwl:{match_id}:pass:{view.round}", list(action.cards))]  # type: ignore[attr-defined]
        raise ValueError(f"no panel click for {action!r}")

    def refresh_id(self, match_id: int) -> str:
        """The panel's Refresh button."""
        return f"mwl:{match_id}:refresh"


UI = register_ui(MissionWildLifeUI())  # type: ignore[arg-type]


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(*MissionWildLifeUI.dynamic_items)
