"""A server's ``/setup`` configuration (issue 22): where games may be opened, who may host,
where results are posted, and each game's defaults for new lobbies.

:class:`GuildConfig` is what is stored (JSON, :class:`storage.GuildConfigStore`):

* ``channels``: text channel ids where ``/play`` may open a lobby (empty: anywhere);
* ``results_channel``: a text channel id where a one-line result of every finished match is
  posted (None: nowhere);
* ``host_roles``: role ids whose members may host (empty: everyone);
* ``language``: the language of the server's public messages (a catalog code such as ``de``,
  chosen with ``/setup language``; '' = automatic: the server's Discord language, else English);
* ``defaults``: per game key, :class:`GameDefaults`: lobby option values a new lobby starts
  with (the game's ``Options`` fields and the service's own, :data:`MATCH_FIELDS`, or any that
  other parts add later: validated by the same validators the lobby uses) and whether bots may
  take seats.

Defaults are checked when an admin sets them (:func:`check_default`); a stored default that no
longer fits (a game's options changed) is left out when a lobby opens (:func:`lobby_defaults`).
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine import registry
from engine.core import AnyGame
from engine.service.match_settings import MATCH_FIELDS, check_setting, game_options, option_refusal, unknown_option

MAX_CHANNELS = 25
"""Most channels a server may list for games (a select's limit; more is a sign of a mistake)."""
MAX_ROLES = 25
"""Most host roles a server may list."""


class GameDefaults(BaseModel):
    """One game's defaults on a server: ``options`` (lobby option name → value) and ``bots``
    (whether Add bot is offered; a person who leaves a running match is still replaced by a bot)."""

    model_config = ConfigDict(extra="ignore")

    options: dict[str, Any] = Field(default_factory=dict)
    bots: bool = True


class GuildConfig(BaseModel):
    """A server's whole configuration (module docstring); the defaults when it never ran ``/setup``."""

    model_config = ConfigDict(extra="ignore")

    channels: list[int] = Field(default_factory=list, max_length=MAX_CHANNELS)
    results_channel: int | None = None
    host_roles: list[int] = Field(default_factory=list, max_length=MAX_ROLES)
    defaults: dict[str, GameDefaults] = Field(default_factory=dict)
    language: str = ""

    def game(self, key: str) -> GameDefaults:
        """The defaults of game ``key`` (the bot's when none were set)."""
        return self.defaults.get(key) or GameDefaults()


def read_config(raw: dict[str, Any] | None) -> GuildConfig:
    """A stored configuration as a :class:`GuildConfig`; unreadable parts fall back to the defaults."""
    try:
        return GuildConfig.model_validate(raw or {})
    except ValidationError:
        return GuildConfig()


def option_names(game: AnyGame) -> list[str]:
    """Every lobby option of ``game`` a default may set: its own, then the service's."""
    return [*game.Options.model_fields, *MATCH_FIELDS]


def check_default(game: AnyGame, field: str, value: Any) -> Any:
    """``value`` validated for lobby option ``field`` of ``game`` (as the lobby's selects would
    store it). Raises :class:`~engine.service.live.OptionError` (a ValueError) naming what is
    accepted (:func:`~engine.service.match_settings.check_setting`, ``service-option-unknown``,
    ``service-option-value``)."""
    if field in MATCH_FIELDS:
        return check_setting(field, value)
    if field not in game.Options.model_fields:
        raise unknown_option(f"{game.title} has no option {field!r} (its options: {', '.join(option_names(game))})",
                             field, option_names(game))
    try:
        opts = game.Options.model_validate({field: value})
    except ValidationError as exc:
        raise option_refusal(game.Options, exc) from None
    return opts.model_dump(mode="json")[field]


def lobby_defaults(config: GuildConfig, game_key: str) -> dict[str, Any]:
    """The option values a new lobby of ``game_key`` starts with on this server: each stored
    default that still fits the game (checked one by one; one that no longer does is left out)."""
    try:
        game = registry.get(game_key)
    except KeyError:
        return {}
    out: dict[str, Any] = {}
    for field, value in config.game(game_key).options.items():
        try:
            out[field] = check_default(game, field, value)
        except ValueError:
            continue
    try:  # together they must fit too (a model may check one option against another)
        game.Options.model_validate(game_options(out))
    except ValidationError:
        return {k: v for k, v in out.items() if k in MATCH_FIELDS}
    return out
