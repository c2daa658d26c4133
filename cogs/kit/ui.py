"""The :class:`GameUI` base class every game's Discord presentation extends, and the
registry that finds them.

A game's UI lives in its own package ``cogs/games/<package>/`` whose ``__init__`` exposes
``UI``, an instance of a :class:`GameUI` subclass. :func:`discover` imports every such
package; nothing shared names a game. A UI declares:

* ``key`` (the engine's game key), ``prefix`` (its ``custom_id`` prefix), ``panel_label``
  and ``panel_emoji`` (the table's button that opens a player's private panel);
* ``verbs``: its components (:class:`cogs.kit.codec.Verb`), from which the kit builds the
  one ``DynamicItem`` class that parses and answers every click of the game
  (:func:`cogs.kit.components.item_class`);
* ``table`` and ``panel``: the public table from the spectator view, a seat's panel from
  that seat's view; ``announcements`` for thread messages; optional pictures on both. Each is
  drawn in its reader's language (issue 34, :mod:`cogs.lang.readers`): ``table``,
  ``announcements`` and ``history_lines`` get the server's ``lang``, ``panel`` the person's
  (``ctx.lang``), ``asked`` the reader's; words come from the catalog (``t(lang, "mwl-…")``,
  :mod:`cogs.lang`), and a picture drawing words puts ``lang`` in its key;
* ``option_fields`` (lobby selects) and ``demo_options`` (the sandbox demo's settings);
* for a game whose moves may be taken back (issue 36, :mod:`cogs.kit.undo`): ``action_label``
  (the move an ↩️ Undo button names) and ``kind_name`` (a kind of move, for ``/rules``); the
  panel places :meth:`GameUI.undo_button` (the kit adds it where a row has room otherwise).
"""
from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.codec import KIT_VERBS, UNDO, Codec, Verb
from cogs.kit.rendered import Rendered
from cogs.kit.text import LABEL, clip, name_seats
from cogs.kit.undo import EMOJI
from cogs.lang import SOURCE, Lang, is_message_id, reader, t
from engine import registry
from engine.core import Event, Model
from engine.service import UpdateKind
from engine.undo import Undo

if TYPE_CHECKING:
    from engine.service import MatchUpdate, TakeBack
    from storage import MatchRecord

log = logging.getLogger(__name__)


def public_events(events: Iterable[Event]) -> list[Event]:
    """Only events everyone may see (``visible_to is None``): the only ones a thread may show."""
    return [e for e in events if e.visible_to is None]


@dataclass
class PanelContext:
    """UI-only state of one panel drawing: which chooser groups are open
    (``{chooser verb: group}``, see :mod:`cogs.kit.choosers`), ``lang``, the language of the
    person who reads it (their ``/settings language:``, else their Discord client's), and
    ``take_back``, the move the seat may take back now (:func:`cogs.kit.undo.take_back_for`,
    filled by the kit: None when there is none), for :meth:`GameUI.undo_button`."""

    opened: Mapping[str, str] = field(default_factory=dict)
    lang: Lang = SOURCE
    take_back: TakeBack | None = None


V = TypeVar("V", bound=Model)
"""The game's view model (what the table and a panel are drawn from)."""
A = TypeVar("A", bound=Model)
"""The game's action type (the union of its action models), as its verbs build them."""


class GameUI(Generic[V, A]):
    """Base class of a game's Discord presentation, generic in the game's view ``V`` and action
    union ``A`` (``class MyUI(GameUI[MyView, MyAction])``, the same types as its
    ``Game[S, A, V]``). Subclasses set the class attributes and implement :meth:`table` and
    :meth:`panel`; every other method has a working default. The kit's shared code holds an
    :data:`AnyUI`."""

    key: ClassVar[str]
    prefix: ClassVar[str]
    panel_label: ClassVar[str] = "Hand"
    panel_emoji: ClassVar[str] = "🃏"
    verbs: ClassVar[Sequence[Verb]] = ()
    demo_options: ClassVar[Mapping[str, Any]] = {}
    stale_warning: ClassVar[str] = "core-stale-button"
    """The message id of the line over a panel redrawn for a click the match has moved past (a
    game's own id, or English text while its words are not in the catalog yet)."""
    how_to_play: ClassVar[Sequence[str]] = ()
    """Short lines on playing through the buttons (shown by ``/help game:``): message ids, or
    English while the game's words are not in the catalog (:meth:`word`)."""

    def game_title(self, lang: Lang | None = None) -> str:
        """The game's name in ``lang`` (default: the reader's): the engine's ``title`` unless the game
        words it (a converted game: its ``…-title`` message)."""
        return registry.get(self.key).title

    def game_summary(self, lang: Lang | None = None) -> str:
        """The game in a few sentences for its lobby, in ``lang`` (default: the reader's): the
        engine's ``summary`` unless the game words it."""
        return registry.get(self.key).summary

    def word(self, text: str, lang: Lang | None = None) -> str:
        """One of the game's own words (``panel_label``, a ``how_to_play`` line) in ``lang`` (default:
        the reader's): a message id rendered, English of a game not converted yet kept."""
        return t(lang or reader(), text) if is_message_id(text) else text

    # ------------------------------------------------------------- to implement
    def table(self, record: MatchRecord, view: V, lang: Lang = SOURCE) -> Rendered:
        """The public table message, from the spectator view only, in the server's ``lang``."""
        raise NotImplementedError

    def panel(self, record: MatchRecord, seat: int, view: V, ctx: PanelContext) -> Rendered:
        """The private panel (hand, dice) of ``seat``, from that seat's view only, in ``ctx.lang``."""
        raise NotImplementedError

    # ------------------------------------------------------------- optional
    def panel_basis(self, record: MatchRecord, seat: int, view: V) -> Hashable | None:
        """A key of everything :meth:`panel` shows for ``seat`` (drawn without a context), cheap to
        compute from its ``view``: equal keys must give the same panel (the same digest,
        :mod:`cogs.kit.digest`), so the table cog skips building a panel whose basis did not change.
        None (the default): no key, the panel is built to compare its digest. A game gives one for
        panels most moves leave alone (a waiting seat's) and checks it in
        ``tests/cogs/test_panel_basis.py`` over random games."""
        return None

    def table_buttons(self, record: MatchRecord, view: V) -> list[discord.ui.Item[Any]]:
        """Buttons on the table message besides the panel button, from the spectator ``view``
        (e.g. "My tricks", or the bid buttons while an auction runs). A move made from the
        public table is answered with the clicker's panel as a new ephemeral message, never
        by editing the table (:func:`cogs.kit.panels.refresh_panel`). At most 4 rows."""
        return []

    def asked(self, view: V, seat: int, lang: Lang = SOURCE) -> str:
        """What ``seat`` is asked to do now, in the game's words and a few of them, from that seat's
        own ``view`` ("play a card", "your bid on the Mammoth card"), in ``lang``: the line of turn
        reminders and ``/turns`` (issue 21). It may be shown in the match thread (the reminder of a
        person whose DMs are closed), so it names nothing private (no hand card). Default: "make your move"."""
        return t(lang, "core-asked-move")

    def explain(self, record: MatchRecord, seat: int, view: V, lang: Lang) -> list[str]:
        """❔ *What now?* (issue 35): two to five lines for the decision in front of ``seat``, from its
        own ``view``, in ``lang`` and the game's words: what is asked, the options and what each
        does ("You must follow blue: you hold Blue 2 and Blue 7. …"). Shown privately to that seat
        only, so it may name its hand. Default: one generic line pointing at the panel and ``/rules``.
        A game gives one explainer per decision kind (``tests/cogs/test_explain.py`` checks each
        kind random play reaches)."""
        return [t(lang, "learn-explain-generic")]

    def rules_example(self, lang: Lang) -> Rendered | None:
        """An illustrated example for ``/rules`` (issue 35): a few lines and a picture drawn with the
        game's own picture code (a :class:`~cogs.kit.pictures.Picture`, drawn off the event loop by
        the kit), in ``lang``. Default: None (``/rules`` shows the text alone)."""
        return None

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """New messages to post in the thread for this update (round summaries, results), in the
        server's ``lang``."""
        return []

    def history_lines(self, record: MatchRecord, events: Sequence[Event], names: Sequence[str],
                      lang: Lang = SOURCE) -> list[str]:
        """The lines ``/history`` shows for one move's public ``events`` (``visible_to is None``), in the
        words the thread used, in ``lang``; ``names`` are the seats' display names. Default: each
        event's text with "seat N" replaced by the name. A game overrides it where the thread renders an
        event from its data (a round summary, a scoring breakdown) rather than from its text."""
        return [name_seats(e.text, names) for e in events if e.text]

    def action_label(self, action: Model, lang: Lang = SOURCE) -> str:
        """One of the game's moves in a few words, for the ↩️ Undo button that takes it back
        ("expand to D4": the button reads "Undo: expand to D4"), in ``lang``. Private to the seat
        that made it (it may name its own cards). Default: "your last move"."""
        return t(lang, "core-undo-what")

    def kind_name(self, kind: str, lang: Lang = SOURCE) -> str:
        """A kind of the game's moves (an action ``kind`` of its ``undo_rules``: ``"expand"``) in
        words, for ``/rules`` ("an Expansion"), in ``lang``. Default: the kind itself."""
        return t(lang, "core-undo-kind", kind=kind.replace("_", " "))

    def undo_button(self, match_id: int, ctx: PanelContext, *, row: int | None = None,
                    lang: Lang | None = None) -> discord.ui.Button[Any] | None:
        """The ↩️ Undo button for the move ``ctx.take_back`` names, labelled with
        :meth:`action_label` in ``lang`` (default: the panel's, ``ctx.lang``), or None when the seat
        may take nothing back (no button at all, never a disabled one: :mod:`cogs.kit.undo`)."""
        if ctx.take_back is None:
            return None
        lang = lang or ctx.lang
        label = t(lang, "core-undo-button", what=self.action_label(ctx.take_back.action, lang))
        return self.button(UNDO, match_id, label=label, emoji=EMOJI, stamp=ctx.take_back.step, row=row)

    def refresh_table(self, update: MatchUpdate) -> bool:
        """Whether this update changes the table message (default: every move)."""
        return update.kind in (UpdateKind.ACTION, UpdateKind.SEATS, UpdateKind.FINISHED)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """Lobby options the host can change: ``[(field, label, [(choice label, value)])]``."""
        return []

    def option_lines(self, options: Mapping[str, Any], every: bool = False) -> list[str]:
        """``"Label: **value**"`` lines for a match's ``options`` (validated, defaults filled in): the
        host's option selects, with each value shown as its choice label, or with its unit
        (``…_ms`` → "ms", ``…_s`` → "s") when it is not one of the choices; ``every`` adds the
        options without a select, by their field name."""
        fields = {name: (label, choices) for name, label, choices in self.option_fields()}
        names = list(options) if every else [n for n in fields if n in options]
        lines = []
        for name in names:
            label, choices = fields.get(name, (name.replace("_", " ").capitalize(), []))
            lines.append(f"{label}: **{option_text(name, options[name], choices)}**")
        return lines

    def stamp(self, record: MatchRecord, view: V) -> int | None:
        """The stamp written into stamped verbs' ``custom_id`` when a component is drawn from
        ``view`` (a view of ``record``'s state, i.e. of ``record.version``); a click whose stamp
        differs from the match's current one is stale and only redraws the panel.

        Return ``record.version`` for "stale after any move" (the usual choice for games with
        several moves per turn: a double click never makes a second move), or a coarser public
        counter such as the round (Mission: Wild Life keeps ``view.round``) when a component
        should stay good across other players' moves. Default: no stamp (None).
        """
        return None

    def clicks_for(
        self, record: MatchRecord, view: V, action: A
    ) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes to take ``action`` in ``record`` (from ``view``, a view
        of its current state): ``[(custom_id, select values or None)]``.

        Default: the one verb whose ``kind`` is the action's, with ``params_of``/``values_of``,
        stamped with :meth:`stamp`; an :class:`~engine.undo.Undo` is the ↩️ Undo button
        (:meth:`undo_clicks`). Used by the sandbox's simulated players, so they play through the
        components people use. Raises ValueError when no component makes ``action``.
        """
        if isinstance(action, Undo):
            return self.undo_clicks(record, action)
        verb = self.codec.for_action(action)
        if verb is None:
            raise ValueError(f"no panel component makes {action!r}")
        params = verb.params_of(action) if verb.params_of else {}
        values = list(verb.values_of(action)) if verb.values_of else None
        stamp = self.stamp(record, view) if verb.stamped else None
        return [(verb.encode(self.prefix, record.id, stamp, **params), values)]

    def undo_clicks(self, record: MatchRecord, action: Undo) -> list[tuple[str, list[str] | None]]:
        """The click taking back the move ``action`` names: its ↩️ Undo button (a game's own
        ``clicks_for`` hands an :class:`~engine.undo.Undo` here)."""
        return [(self.custom_id(UNDO, record.id, action.step), None)]

    # ------------------------------------------------------------- provided by the kit
    @cached_property
    def codec(self) -> Codec:
        """This game's codec: its verbs plus the kit's (:data:`cogs.kit.codec.KIT_VERBS`: refresh,
        open, ask, typed). The one ``DynamicItem`` class answering every click of the game is
        :func:`cogs.kit.components.item_class`."""
        return Codec(self.prefix, [*KIT_VERBS, *self.verbs])

    def custom_id(self, verb: str, match_id: int, stamp: int | None = None, **params: Any) -> str:
        """``custom_id`` of one of this game's verbs (see :meth:`cogs.kit.codec.Verb.encode`)."""
        return self.codec.encode(verb, match_id, stamp, **params)

    def refresh_id(self, match_id: int) -> str:
        """``custom_id`` of the panel's Refresh button."""
        return self.custom_id("refresh", match_id)

    def button(
        self,
        verb: str,
        match_id: int,
        *,
        label: str | None = None,
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        stamp: int | None = None,
        disabled: bool = False,
        row: int | None = None,
        **params: Any,
    ) -> discord.ui.Button[Any]:
        """A button for ``verb`` (its ``custom_id`` from the codec); the game's item answers it
        (:mod:`cogs.kit.clicks`)."""
        return discord.ui.Button(
            label=clip(label, LABEL) if label else None,
            emoji=emoji,
            style=style,
            disabled=disabled,
            row=row,
            custom_id=self.custom_id(verb, match_id, stamp, **params),
        )

    def select(
        self,
        verb: str,
        match_id: int,
        options: Sequence[discord.SelectOption],
        *,
        placeholder: str | None = None,
        stamp: int | None = None,
        min_values: int = 1,
        max_values: int = 1,
        disabled: bool = False,
        row: int | None = None,
        **params: Any,
    ) -> discord.ui.Select[Any]:
        """A select menu for ``verb`` (at most 25 options; use :mod:`cogs.kit.choosers` for more)."""
        return discord.ui.Select(
            custom_id=self.custom_id(verb, match_id, stamp, **params),
            options=list(options),
            placeholder=clip(placeholder, 150) if placeholder else None,
            min_values=min_values,
            max_values=max_values,
            disabled=disabled,
            row=row,
        )

    def refresh_button(self, match_id: int, *, row: int | None = None, lang: Lang | None = None) -> discord.ui.Button[Any]:
        """The panel's 🔄 Refresh button, labelled in ``lang`` (default: the reader's, :func:`cogs.lang.reader`)."""
        return self.button("refresh", match_id, label=t(lang or reader(), "core-refresh"), emoji="🔄", row=row)


def option_text(name: str, value: Any, choices: Sequence[tuple[str, Any]] = (), lang: Lang | None = None) -> str:
    """One option's value in words, in ``lang`` (default: the reader's): its choice label if it is one,
    else the value with the unit the field name gives (``claim_window_ms`` 100 → "100 ms",
    ``countdown_s`` 0.3 → "0.3 s"), "default" for None, "on"/"off" for booleans."""
    label = next((c for c, v in choices if v == value and type(v) is type(value)), None)
    if label is not None:
        return str(label)
    lang = lang or reader()
    if value is None:
        return t(lang, "core-option-default")
    if isinstance(value, bool):
        return t(lang, "core-option-on" if value else "core-option-off")
    if isinstance(value, (int, float)) and name.endswith("_ms"):
        return t(lang, "core-option-ms", n=value)
    if isinstance(value, (int, float)) and name.endswith("_s"):
        return t(lang, "core-option-seconds", n=value)
    return str(value)


AnyUI = GameUI[Any, Any]
"""A game UI of any view and action: what the registry and the kit's shared code hold."""

GAME_UIS: dict[str, AnyUI] = {}
"""Every registered game UI by game key."""


UiT = TypeVar("UiT", bound=AnyUI)


def register_ui(ui: UiT) -> UiT:
    """Add ``ui`` to :data:`GAME_UIS` (replacing one with the same key) and return it.
    Raises ValueError when another game already uses its ``prefix``."""
    for other in GAME_UIS.values():
        if other.prefix == ui.prefix and other.key != ui.key:
            raise ValueError(f"prefix {ui.prefix!r} of {ui.key} is taken by {other.key}")
    GAME_UIS[ui.key] = ui
    return ui


def unregister_ui(key: str) -> None:
    """Remove a UI added with :func:`register_ui` (tests); no error if absent."""
    GAME_UIS.pop(key, None)


def discover(package: str = "cogs.games") -> dict[str, AnyUI]:
    """Import every subpackage of ``package`` that exposes ``UI`` and register it.

    A package that fails to import is logged and skipped: one broken game UI must not
    stop the others. Returns :data:`GAME_UIS`.
    """
    root = importlib.import_module(package)
    for info in sorted(pkgutil.iter_modules(root.__path__), key=lambda i: i.name):
        name = f"{package}.{info.name}"
        try:
            ui = importlib.import_module(name).UI
        except Exception as exc:  # one broken game UI must not take the others down
            log.exception("game UI %s unavailable: %s", name, exc)
            continue
        if isinstance(ui, GameUI):
            register_ui(ui)
        else:
            log.error("game UI %s: UI is not a GameUI", name)
    return GAME_UIS


def game_choices() -> list[app_commands.Choice[str]]:
    """Slash-command choices for every game that has both rules and a UI (at most 25), their names
    translatable (``cmd-choice-<title>`` in ``commands.ftl``, :mod:`cogs.lang.translator`)."""
    return [
        app_commands.Choice(name=app_commands.locale_str(g.title), value=key)
        for key, g in registry.games().items() if key in GAME_UIS
    ][:25]


def offer_games(cog: commands.Cog) -> None:
    """Give every slash command of ``cog`` that has a ``game`` parameter the games offered now
    as its choices. Called when the cog is added, after :func:`discover`, so the choices are
    found through the games instead of listed by hand."""
    choices = game_choices()
    for command in cog.walk_app_commands():
        if isinstance(command, app_commands.Command) and any(p.name == "game" for p in command.parameters):
            app_commands.choices(game=choices)(command)
