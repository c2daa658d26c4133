"""Component interactions a tampered client would send: any ``custom_id`` and any select values.

:meth:`Sandbox.click` and :meth:`Sandbox.select` send only what the Discord client offers (a
component present and enabled on a message the user sees, values among the select's options).
Discord itself validates component interactions against the message since 2021
(discord-api-docs PR #3207, ``COMPONENT_VALIDATION_FAILED``), so a forged id should never reach a
bot; a bot that answers one clearly anyway is robust to stale messages, old id formats and a
lapse of that validation. :func:`forged_click` sends such an interaction attached to ``message``
(which the user must be able to see), the message shown in the interaction carrying the forged
component (discord.py ignores a click on a component its message does not have).

What no client can send: a ``custom_id`` outside Discord's 1..100 characters (the API refuses to
store such a component, so none exists to click), or an interaction of another component type
than the message's component with that id: :func:`forged_click` raises :class:`ClientRefused`
for them, as the double's :meth:`click` does for any component that does not exist.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sandbox import interactions as build
from sandbox.driver import ClientRefused, Sandbox
from sandbox.model import Interaction, Message, User

CUSTOM_ID_MAX = 100  # Discord: "custom_id: string, max 100 characters" (and not empty)


async def forged_click(sb: Sandbox, user: User, message: Message, custom_id: str, *, values: Iterable[Any] | None = None,
                       component_type: int | None = None, wait: bool = True, settle: bool = True) -> Interaction:
    """Send a component interaction with ``custom_id`` (and ``values`` for a select, type 3 by
    default when values are given) from ``message`` as ``user``. Raises ClientRefused when the user
    cannot see the message or the id is empty or over 100 characters."""
    if not 1 <= len(custom_id) <= CUSTOM_ID_MAX:
        raise ClientRefused(f"custom_id must be 1..{CUSTOM_ID_MAX} characters, got {len(custom_id)}")
    msg = sb.world.messages.get(message.id, message)
    if not sb.world.visible_to(user.id, msg):
        raise ClientRefused(f"{user.name} cannot see {sb.world.describe(msg)}")
    kind = component_type or (3 if values is not None else 2)
    shown = next((c for c in msg.iter_components() if c.get("custom_id") == custom_id), None)
    if shown is not None and shown.get("type") != kind:
        raise ClientRefused(f"{custom_id!r} is a component of type {shown.get('type')} on that message, not {kind}")
    vals = None if values is None else [str(v) for v in values]
    component: dict[str, Any] = {"type": kind, "custom_id": custom_id}
    if kind == 2:
        component.update(style=2, label="forged")
    elif kind == 3:
        component.update(options=[{"label": v[:100] or "-", "value": v[:100] or "-"} for v in vals or ["-"]],
                         min_values=0, max_values=max(1, len(vals or ())))
    rec, payload = build.component_payload(sb.world, user, msg, component, vals)
    payload["message"]["components"] = carrying(payload["message"].get("components") or [], component)
    return await sb._run(rec, payload, wait, settle)


def carrying(rows: list[dict[str, Any]], component: dict[str, Any]) -> list[dict[str, Any]]:
    """The message's action rows as the interaction shows them, with ``component`` in a row of its
    own first (unless the message already carries that id), at most 5 rows as Discord allows.
    discord.py answers only components found on the interaction's message, so a forged id is
    delivered as if the message carried it (an older panel, an id format a previous release wrote)."""
    present = any(c.get("custom_id") == component["custom_id"] for row in rows for c in row.get("components") or [])
    if present:
        return rows
    return [{"type": 1, "components": [component]}, *rows[:4]]
