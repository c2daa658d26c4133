"""WildLife's components: the codec verbs (``verb ↔ custom_id ↔ engine action``), the option
lists the panel offers, the typed-input parsers and the clicks that make an engine action.

Every ``custom_id`` is ``wl:{match}:{verb}[:{stamp}][:{field}]`` (see :mod:`cogs.kit.codec`).
The stamp (:meth:`WildLifeUI.stamp`) is the match's version, which every committed move
bumps, so a component drawn before any move (by anyone) only redraws the panel with the
stale warning.

==============  =========================  ===========================================
verb            component                  engine action
==============  =========================  ===========================================
``use``         select of hand cards       ``use`` (value: card id)
``auction``     select of hand cards       ``auction`` (value: card id)
``bid``         button "Bid N" (field)     ``bid`` (``amount`` field; typed in a modal too)
``bidamt``      select of amounts          ``bid`` (value: the amount; a chooser past 25)
``pass``        button                     ``pass``
``place``       space chooser              ``place`` (value: space label)
``expand``      space chooser              ``expand``
``attack``      space chooser              ``attack``
``remove``      space chooser              ``remove`` (Plague)
``space``       (typed only, ⌨️ modal)     place/expand/attack/remove/migrate from a typed label
``migrate``     chooser, grouped by origin ``migrate`` (value ``"C7-D7"``: from-to)
``joker``       select                     ``joker`` (value: terrain/wheel/arrowhead)
``upgrade``     select of terrains         ``upgrade``
``ability``     select of abilities        ``take_ability`` (value ``"food"`` or ``"food@2"``)
``plague``      select of regions          ``plague``
``creature``    select of charts           ``choose_creature``
``discard``     button                     ``discard``
``trade``       button                     ``trade_food``
``end``         button                     ``end_turn``
==============  =========================  ===========================================
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from cogs.games.wildlife.words import (
    ABILITY_EMOJI,
    CARD_EMOJI,
    CREATURE_EMOJI,
    TERRAIN_EMOJI,
    card_use_hint,
    hand_label,
    region_tag,
    space_name,
)
from cogs.kit.choosers import Option, group_value
from cogs.kit.codec import Verb, VerbAction
from cogs.kit.memo import by_view
from cogs.kit.text import safe
from cogs.lang import SOURCE, Lang, Msg, t
from cogs.lang.words import refused
from engine.games.wildlife import actions as wla
from engine.games.wildlife.board import COORDS, REGIONS, SPACE_REGION, normalise_space
from engine.games.wildlife.views import WLView

if TYPE_CHECKING:
    from cogs.kit.ui import GameUI
    from engine.core import Model
    from storage import MatchRecord

SPACE_KINDS: tuple[str, ...] = ("place", "expand", "attack", "remove")
"""Engine actions that name one space; each has its own chooser verb."""
SpaceAction = wla.PlaceAction | wla.ExpandAction | wla.AttackAction | wla.RemoveAction
"""The engine actions of :data:`SPACE_KINDS` (each names one ``space``)."""
_SPACE_CLASSES = (wla.PlaceAction, wla.ExpandAction, wla.AttackAction, wla.RemoveAction)
SPACE_EMOJI: dict[str, str] = {"place": "📍", "expand": "➕", "attack": "⚔️", "remove": "☠️"}
AMOUNT = r"[0-9]{1,4}"
STEPS: tuple[tuple[int, str], ...] = ((0, "minimum"), (1, "plus1"), (5, "plus5"))
"""The quick bid buttons: the minimum, the minimum + 1, the minimum + 5."""

# ------------------------------------------------------------------ actions from clicks


def wl_view(view: Model) -> WLView:
    """``view`` as the game's view model. Raises TypeError for another game's view."""
    if not isinstance(view, WLView):
        raise TypeError(f"not a WildLife view: {type(view).__name__}")
    return view

def _one(values: Sequence[str]) -> str:
    if len(values) != 1:
        raise refused("wl-choose-one")
    return values[0]


def _card_action(kind: type[wla.UseAction | wla.AuctionAction]) -> VerbAction:
    return lambda p, v: kind(card=_one(v))


SPACE_ACTIONS: dict[str, type[wla.PlaceAction | wla.ExpandAction | wla.AttackAction | wla.RemoveAction]] = {
    "place": wla.PlaceAction, "expand": wla.ExpandAction, "attack": wla.AttackAction, "remove": wla.RemoveAction,
}
"""The engine action of each kind in :data:`SPACE_KINDS`."""


def _space_action(kind: str) -> VerbAction:
    return lambda p, v: SPACE_ACTIONS[kind](space=_one(v))


def _amount(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise refused("wl-bid-whole") from None


def bid_action(params: Mapping[str, str], values: Sequence[str]) -> wla.BidAction:
    """A bid button (``amount`` field) or a typed bid (``amount`` from :func:`parse_bid`)."""
    return wla.BidAction(amount=_amount(params.get("amount", "")))


def bid_select_action(params: Mapping[str, str], values: Sequence[str]) -> wla.BidAction:
    """The amount select."""
    return wla.BidAction(amount=_amount(_one(values)))


def migrate_action(params: Mapping[str, str], values: Sequence[str]) -> wla.MigrateAction:
    """The migration chooser: value ``"C7-D7"``."""
    origin, _, dest = _one(values).partition("-")
    return wla.MigrateAction(from_space=origin, to_space=dest)


def ability_action(params: Mapping[str, str], values: Sequence[str]) -> wla.TakeAbilityAction:
    """The ability select: ``"food"`` from the supply, ``"food@2"`` from seat 2."""
    ability, _, seat = _one(values).partition("@")
    return wla.TakeAbilityAction(ability=ability, from_seat=int(seat) if seat.isdigit() else None)


def typed_space_action(params: Mapping[str, str], values: Sequence[str]) -> wla.Action:
    """The typed space (``act`` and ``space``/``to`` from :func:`parse_space`)."""
    act = params.get("act", "")
    if act == "migrate":
        return wla.MigrateAction(from_space=params.get("space", ""), to_space=params.get("to", ""))
    if act not in SPACE_KINDS or "space" not in params:
        raise refused("wl-type-space-label")
    return SPACE_ACTIONS[act](space=params["space"])


# ------------------------------------------------------------------ typed input

_LABEL = re.compile(r"[A-Za-z][0-9]{1,2}")


def parse_space(text: str, model: Model) -> Mapping[str, str]:
    """A typed space label (``"c7"``; ``"C7 D7"`` or ``"C7>D7"`` for a migration) as the move
    it makes now.

    Raises IllegalAction with a clear reason: not a space label, not a space on the map, or
    no move of yours goes there now (what the space holds is said)."""
    view = wl_view(model)
    found = [f for f in re.split(r"\s*(?:->|→|>|-|,|\s)\s*", text.strip()) if f]
    if not found or len(found) > 2 or not all(_LABEL.fullmatch(f) for f in found):
        raise refused("wl-not-space-label", typed=typed_back(text))
    labels = [normalise_space(f) for f in found]
    bad = [f for f, lab in zip(found, labels, strict=True) if lab is None]
    if bad:
        raise refused("wl-no-such-space", space=bad[0].upper(), columns=_columns(), rows=_rows())
    legal = view.legal
    if len(labels) == 2:
        origin, dest = labels
        if any(isinstance(a, wla.MigrateAction) and a.from_space == origin and a.to_space == dest for a in legal):
            return {"act": "migrate", "space": str(origin), "to": str(dest)}
        raise refused("wl-cannot-migrate", frm=str(origin), to=str(dest))
    space = str(labels[0])
    for a in legal:
        if isinstance(a, _SPACE_CLASSES) and a.space == space:
            return {"act": a.kind, "space": space}
    kinds = {a.kind for a in legal} & set(SPACE_KINDS)
    holder = view.board.get(space)
    creature = (view.players[holder].creature or "none") if holder is not None else "none"
    if not kinds:
        raise refused("wl-no-space-now", space=space, creature=creature)
    doing = [Msg("wl-space-doing", kind=k) for k in sorted(kinds)]
    what = doing[0]
    for more in doing[1:]:
        what = Msg("wl-doing-or", first=what, second=more)
    raise refused("wl-cannot-use-space", space=space_name(space), creature=creature, doing=what)


def parse_bid(text: str, model: Model) -> Mapping[str, str]:
    """A typed bid (``"7"``, ``"7 food"``). Raises IllegalAction when it is not a number or
    not an amount you may bid now (the range is given)."""
    view = wl_view(model)
    m = re.fullmatch(r"\s*([0-9]{1,4})\s*(food|chips?)?\s*", text, re.IGNORECASE)
    if m is None:
        raise refused("wl-not-amount", typed=typed_back(text))
    amount = int(m[1])
    amounts = sorted(a.amount for a in legal_of(view, wla.BidAction))
    if not amounts:
        raise refused("wl-not-your-turn-to-bid")
    if amount not in amounts:
        raise refused("wl-bid-range", low=amounts[0], high=amounts[-1], typed=amount)
    return {"amount": str(amount)}


def creature_label(cid: str, lang: Lang = SOURCE) -> str:
    """``"Bear (20 million years): attacks in Forest"``."""
    from engine.games.wildlife.cards import CREATURES

    c = CREATURES[cid]
    home = next((tr for tr, lv in c.start.items() if lv == 3), None)
    if home is None:
        return t(lang, "wl-creature-age", creature=cid, age=c.age_my)
    return t(lang, "wl-creature-chart", creature=cid, age=c.age_my, terrain=home)


def clip_text(text: str, limit: int = 20) -> str:
    """``text`` cut for quoting in a warning."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def typed_back(text: str) -> str:
    """What a person typed, quoted back in a warning: cut (:func:`clip_text`) and inert
    (:func:`cogs.kit.text.safe`; nothing visible reads as empty quotes)."""
    return safe(clip_text(text), fallback="")


def _columns() -> str:
    cols = sorted({lab[0] for lab in COORDS})
    return f"{cols[0]}-{cols[-1]}"


def _rows() -> int:
    return max(int(lab[1:]) for lab in COORDS)


# ------------------------------------------------------------------ the verbs

VERBS: tuple[Verb, ...] = (
    Verb("use", stamped=True, action=_card_action(wla.UseAction), values_of=lambda a: [a.card]),
    Verb("auction", stamped=True, action=_card_action(wla.AuctionAction),
         values_of=lambda a: [a.card]),
    Verb("bid", fields=(("amount", AMOUNT),), stamped=True, action=bid_action,
         params_of=lambda a: {"amount": a.amount},
         parse_text=parse_bid, prompt="wl-bid-prompt", example="wl-bid-example"),
    Verb("bidamt", stamped=True, kind="bid", action=bid_select_action),
    Verb("pass", stamped=True, action=lambda p, v: wla.PassAction()),
    *(Verb(k, stamped=True, action=_space_action(k)) for k in SPACE_KINDS),
    Verb("space", stamped=True, kind="typed_space", action=typed_space_action, parse_text=parse_space,
         prompt="wl-space-prompt", example="C7"),
    Verb("migrate", stamped=True, action=migrate_action),
    Verb("joker", stamped=True, action=lambda p, v: wla.JokerAction(as_kind=_one(v))),
    Verb("upgrade", stamped=True, action=lambda p, v: wla.UpgradeAction(terrain=_one(v))),
    Verb("ability", stamped=True, kind="take_ability", action=ability_action),
    Verb("plague", stamped=True, action=lambda p, v: wla.PlagueAction(region=_one(v))),
    Verb("creature", stamped=True, kind="choose_creature",
         action=lambda p, v: wla.ChooseCreatureAction(creature=_one(v))),
    Verb("discard", stamped=True, action=lambda p, v: wla.DiscardAction()),
    Verb("trade", stamped=True, kind="trade_food", action=lambda p, v: wla.TradeFoodAction()),
    Verb("end", stamped=True, kind="end_turn", action=lambda p, v: wla.EndTurnAction()),
)


# ------------------------------------------------------------------ the options the panel offers

_A = TypeVar("_A", bound="Model")


def legal_of(view: WLView, cls: type[_A]) -> list[_A]:
    """The seat's legal actions of one action class (one ``kind``), in the engine's order."""
    return [a for a in view.legal if isinstance(a, cls)]


def spaces_of(view: WLView, kind: str) -> list[SpaceAction]:
    """The seat's legal actions of one of :data:`SPACE_KINDS`, in the engine's order."""
    return [a for a in view.legal if isinstance(a, _SPACE_CLASSES) and a.kind == kind]


@by_view
def space_options(view: WLView, kind: str, lang: Lang = SOURCE) -> tuple[Option, ...]:
    """Spaces for ``kind`` (place/expand/attack/remove), grouped by region (the kit's chooser), in ``lang``.

    This and the other option lists of the panel are kept per view object (:func:`cogs.kit.memo.by_view`):
    a move's two or three clicks (open a region group, choose a space) and the DM copy ask them
    of the same view (issue 25)."""
    out = []
    for a in spaces_of(view, kind):
        space = a.space
        rid = SPACE_REGION[space]
        holder = view.board.get(space)
        region = next(r for r in view.regions if r.id == rid)
        filled = sum(region.counts)
        creature = view.players[holder].creature if holder is not None else None
        desc = (t(lang, "wl-space-holds", region=rid, filled=filled, size=region.size, creature=creature)
                if creature else t(lang, "wl-space-filled", region=rid, filled=filled, size=region.size))
        out.append(Option(value=space, label=t(lang, "wl-space-option", kind=kind, space=space),
                          group=region_tag(rid, lang), description=desc,
                          emoji=TERRAIN_EMOJI[REGIONS[rid].terrain]))
    return tuple(out)


@by_view
def migration_options(view: WLView, lang: Lang = SOURCE) -> tuple[Option, ...]:
    """Legal migrations as one chooser: value ``"C7-D7"``, grouped by the space migrated from."""
    out = []
    for a in legal_of(view, wla.MigrateAction):
        origin, dest = a.from_space, a.to_space
        rid = SPACE_REGION[dest]
        out.append(Option(value=f"{origin}-{dest}", label=t(lang, "wl-migrate-option", frm=origin, to=dest),
                          group=t(lang, "wl-migrate-from", space=space_name(origin, lang)),
                          description=t(lang, "wl-migrate-to", region=rid),
                          emoji=TERRAIN_EMOJI[REGIONS[rid].terrain]))
    return tuple(out)


def quick_bids(view: WLView, lang: Lang = SOURCE) -> list[tuple[int, str, bool]]:
    """The quick bid buttons ``(amount, label, legal now)``: the minimum, +1, +5."""
    a = view.auction
    if a is None:
        return []
    amounts = {x.amount for x in legal_of(view, wla.BidAction)}
    return [(a.min_bid + step, t(lang, "wl-quick-bid", amount=a.min_bid + step, step=name), a.min_bid + step in amounts)
            for step, name in STEPS]


@by_view
def bid_options(view: WLView, lang: Lang = SOURCE) -> tuple[Option, ...]:
    """Every amount the seat may bid, as options (a chooser by ranges past 25)."""
    return tuple(Option(value=str(x.amount), label=t(lang, "wl-bid-food", amount=x.amount), emoji="🪙")
                 for x in legal_of(view, wla.BidAction))


@by_view
def use_options(view: WLView, lang: Lang = SOURCE) -> tuple[Option, ...]:
    """Hand cards that may be used now (all of the hand's cards when none may)."""
    me = view.players[view.seat] if view.seat is not None else None
    legal = {a.card for a in legal_of(view, wla.UseAction)}
    cards = [c for c in view.hand if c.id in legal] or list(view.hand)
    return tuple(Option(value=c.id, label=hand_label(c.id, lang), emoji=CARD_EMOJI.get(c.kind, "🎴"),
                        description=card_use_hint(c, me, lang) if me is not None else None) for c in cards[:25])


@by_view
def auction_options(view: WLView, lang: Lang = SOURCE) -> tuple[Option, ...]:
    """Hand cards that may be auctioned now (all of the hand's cards when none may)."""
    legal = {a.card for a in legal_of(view, wla.AuctionAction)}
    cards = [c for c in view.hand if c.id in legal] or list(view.hand)
    return tuple(Option(value=c.id, label=hand_label(c.id, lang), emoji=CARD_EMOJI.get(c.kind, "🎴"),
                        description=t(lang, "wl-auction-desc", kind=c.kind)) for c in cards[:25])


def joker_options(view: WLView, lang: Lang = SOURCE) -> list[Option]:
    """What a Lightning card may act as."""
    me = view.players[view.seat] if view.seat is not None else None
    out = []
    for a in legal_of(view, wla.JokerAction):
        k = a.as_kind
        level = me.levels.get(k) if me is not None else None
        if level is not None:
            desc = t(lang, "wl-joker-level", level=level)
        else:
            desc = t(lang, "wl-joker-wheel") if k == "wheel" else t(lang, "wl-joker-arrowhead")
        out.append(Option(value=k, label=t(lang, "wl-joker-option", kind=k), emoji=CARD_EMOJI.get(k, "⚡"),
                          description=desc))
    return out


def upgrade_options(view: WLView, lang: Lang = SOURCE) -> list[Option]:
    """Terrains the Wheel may raise, with the level now → next."""
    me = view.players[view.seat] if view.seat is not None else None
    order = ["none", "migrate", "expand", "attack"]
    out = []
    for a in legal_of(view, wla.UpgradeAction):
        tr = a.terrain
        now = me.levels.get(tr, "none") if me is not None else "none"
        nxt = order[min(3, order.index(now) + 1)]
        out.append(Option(value=tr, label=t(lang, "wl-adapt-option", terrain=tr), emoji=TERRAIN_EMOJI.get(tr, "⚙️"),
                          description=t(lang, "wl-adapt-desc", now=Msg("wl-level", level=now),
                                        next=Msg("wl-level", level=nxt))))
    return out


def ability_options(view: WLView, lang: Lang = SOURCE) -> list[Option]:
    """Abilities the Arrowhead may take (from the supply, or from a named opponent)."""
    out = []
    for a in legal_of(view, wla.TakeAbilityAction):
        aid, src = a.ability, a.from_seat
        value = aid if src is None else f"{aid}@{src}"
        label = (t(lang, "wl-take-option", ability=aid) if src is None
                 else t(lang, "wl-take-from", ability=aid, creature=view.players[src].creature or ""))
        out.append(Option(value=value, label=label, emoji=ABILITY_EMOJI.get(aid, "🏅"),
                          description=t(lang, "wl-ability-text", ability=aid)))
    return out


def plague_options(view: WLView, lang: Lang = SOURCE) -> list[Option]:
    """Regions the Plague may strike, with who has creatures there."""
    out = []
    for a in legal_of(view, wla.PlagueAction):
        rid = a.region
        region = next(r for r in view.regions if r.id == rid)
        held = ", ".join(t(lang, "wl-held", creature=view.players[s].creature or "", n=c)
                         for s, c in enumerate(region.counts) if c) or t(lang, "wl-region-empty")
        out.append(Option(value=rid, label=t(lang, "wl-plague-option", region=rid), description=held,
                          emoji=TERRAIN_EMOJI.get(region.terrain, "☠️")))
    return out


def creature_options(view: WLView, lang: Lang = SOURCE) -> list[Option]:
    """Creature charts left to choose (variant: creature charts by auction)."""
    return [Option(value=a.creature, label=creature_label(a.creature, lang),
                   emoji=CREATURE_EMOJI.get(a.creature, "🐾")) for a in legal_of(view, wla.ChooseCreatureAction)]


CHOOSERS: dict[str, Any] = {
    "place": lambda v, lang=SOURCE: space_options(v, "place", lang),
    "expand": lambda v, lang=SOURCE: space_options(v, "expand", lang),
    "attack": lambda v, lang=SOURCE: space_options(v, "attack", lang),
    "remove": lambda v, lang=SOURCE: space_options(v, "remove", lang),
    "migrate": migration_options, "bidamt": bid_options,
}
"""Verbs offered through the kit's chooser (more than 25 options possible), with their options
(``CHOOSERS[verb](view, lang)``; the values and groups are the same in every language)."""


# ------------------------------------------------------------------ clicks for an action

def clicks(
    ui: GameUI[WLView, wla.WLAction], record: MatchRecord, view: WLView, action: wla.Action
) -> list[tuple[str, list[str] | None]]:
    """The panel clicks that make ``action`` in ``record`` (see :meth:`WildLifeUI.clicks_for`).
    Raises ValueError when no component makes it."""
    a = action.model_dump()
    kind = a["kind"]
    match_id = record.id
    stamp = ui.stamp(record, view)

    def button(verb: str, **params: Any) -> list[tuple[str, list[str] | None]]:
        return [(ui.custom_id(verb, match_id, stamp, **params), None)]

    def select(verb: str, value: str) -> list[tuple[str, list[str] | None]]:
        return [(ui.custom_id(verb, match_id, stamp), [value])]

    def through_chooser(verb: str, value: str) -> list[tuple[str, list[str] | None]]:
        options = CHOOSERS[verb](view)
        if not any(o.value == value for o in options):
            raise ValueError(f"no {verb} option {value!r} on the panel")
        group = group_value(options, value)
        steps: list[tuple[str, list[str] | None]] = []
        if group is not None:
            steps.append((ui.custom_id("open", match_id, chooser=verb), [group]))
        return steps + select(verb, value)

    if kind in ("use", "auction"):
        return select(kind, a["card"])
    if kind == "bid":
        if any(amount == a["amount"] and ok for amount, _, ok in quick_bids(view)):
            return button("bid", amount=a["amount"])
        return through_chooser("bidamt", str(a["amount"]))
    if kind in SPACE_KINDS:
        return through_chooser(kind, a["space"])
    if kind == "migrate":
        return through_chooser("migrate", f"{a['from_space']}-{a['to_space']}")
    simple = {"pass": "pass", "discard": "discard", "trade_food": "trade", "end_turn": "end"}
    if kind in simple:
        return button(simple[kind])
    if kind == "joker":
        return select("joker", a["as_kind"])
    if kind == "upgrade":
        return select("upgrade", a["terrain"])
    if kind == "take_ability":
        src = a.get("from_seat")
        return select("ability", a["ability"] if src is None else f"{a['ability']}@{src}")
    if kind == "plague":
        return select("plague", a["region"])
    if kind == "choose_creature":
        return select("creature", a["creature"])
    raise ValueError(f"no panel component makes {a!r}")


__all__ = [
    "CHOOSERS", "SPACE_KINDS", "VERBS", "ability_options", "auction_options", "bid_options", "clicks",
    "creature_options", "joker_options", "legal_of", "migration_options", "parse_bid", "parse_space",
    "plague_options", "quick_bids", "space_options", "spaces_of", "upgrade_options", "use_options",
]
