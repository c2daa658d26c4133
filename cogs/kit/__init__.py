"""The table kit: everything a game's Discord presentation is built from.

Public API (import from ``cogs.kit``):

* :class:`GameUI` — ``GameUI[V, A]`` in the game's view and action types: subclass it in
  ``cogs/games/<package>/`` and expose an instance as ``UI``; :func:`discover`,
  :func:`register_ui`, :data:`GAME_UIS` (of :data:`AnyUI`).
* :class:`Verb`, :class:`Click` — one codec entry per component kind (``verb ↔ custom_id ↔ action``);
  a move verb's :data:`VerbAction` builds the game's typed action.
* :class:`Rendered`, :class:`Picture` — a message with text, embeds, components and pictures
  drawn off the event loop (cached per state version).
* :class:`PanelContext`, :func:`chooser`, :class:`Option`, :func:`typed_button` — choosing
  among more than 25 things, or typing a label in a modal.
* :func:`act_and_refresh`, :func:`refresh_panel`, :func:`send_panel`, :func:`view_of`,
  :class:`PanelButton` — panels and moves.
* text helpers: :func:`clip`, :func:`fit_embed`, :func:`medal`, :func:`plural`, :func:`safe`,
  :func:`seat_label`, :func:`seat_labels`, :func:`name_seats`, :func:`chunk_lines`, the limits.
"""
from __future__ import annotations

from cogs.kit.choosers import Option, chooser, group_value, groups_of, typed_button
from cogs.kit.codec import Click, Codec, MalformedId, Verb, VerbAction
from cogs.kit.components import dispatch, move, on_modal_submit
from cogs.kit.panels import (
    PanelButton,
    act_and_refresh,
    build_panel,
    panel_button,
    refresh_panel,
    render_panel,
    seat_in,
    send_panel,
    view_of,
)
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.kit.text import (
    BRAND,
    CONTENT,
    EMBED_DESCRIPTION,
    FIELD_NAME,
    FIELD_VALUE,
    LABEL,
    MEDALS,
    chunk_lines,
    clip,
    fit_embed,
    medal,
    name_seats,
    plural,
    safe,
    seat_label,
    seat_labels,
)
from cogs.kit.ui import (
    GAME_UIS,
    AnyUI,
    GameUI,
    PanelContext,
    discover,
    game_choices,
    offer_games,
    public_events,
    register_ui,
    unregister_ui,
)

__all__ = [
    "BRAND", "CONTENT", "EMBED_DESCRIPTION", "FIELD_NAME", "FIELD_VALUE", "GAME_UIS", "LABEL", "MEDALS",
    "AnyUI", "Click", "Codec", "GameUI", "MalformedId", "Option", "PanelButton", "PanelContext", "Picture", "Rendered",
    "Verb", "VerbAction", "act_and_refresh", "chooser", "chunk_lines", "clip", "discover", "dispatch", "fit_embed",
    "game_choices",
    "offer_games", "panel_button",
    "group_value", "groups_of", "medal", "move", "name_seats", "on_modal_submit", "plural", "public_events", "refresh_panel",
    "register_ui", "build_panel", "render_panel", "safe", "seat_in", "seat_label", "seat_labels", "send_panel", "typed_button",
    "unregister_ui", "view_of",
]
