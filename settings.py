"""Settings from the environment and ``.env`` (pydantic-settings).

| variable          | meaning                                                | default                  |
|-------------------|--------------------------------------------------------|--------------------------|
| DISCORD_TOKEN     | the bot token from the Discord developer portal        | (required unless --sandbox) |
| DATABASE_PATH     | SQLite file                                            | data/menagerie.sqlite3   |
| DATABASE_URL      | sqlite:///path or postgresql://user:pw@host:port/db    | unset: DATABASE_PATH     |
| SHARD_COUNT       | Discord shards of the whole bot (all processes)        | unset: one process, auto |
| SHARD_IDS         | comma-separated shards this process runs               | unset: all of SHARD_COUNT |
| DEV_GUILD_ID      | sync slash commands to this guild only (instant)       | unset: global sync       |
| LOG_LEVEL         | DEBUG, INFO, WARNING, ERROR                            | INFO                     |
| TURN_TIMEOUT      | seconds a person has per turn before a move is made    | 300                      |
| OWNER_IDS         | comma-separated user ids allowed to run /sync          | the application owner   |
| MEMBERS_INTENT    | true: Server Members intent, seats of people who leave go to bots at once | false |
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, ClassVar

from pydantic import Field, SecretStr, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

URL_PASSWORD = re.compile(r"(\b[A-Za-z][A-Za-z0-9+.-]*://[^\s/:@]*:)(\S+)(@[^\s@]*)")
"""The password part of any ``scheme://user:password@host`` URL in a line (the last ``@`` ends it)."""

TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")

TOKEN_HELP = (
    "No valid DISCORD_TOKEN: create an application at https://discord.com/developers/applications, "
    "copy its bot token into .env (see .env.example), or try `.venv/bin/python bot.py --sandbox mission-wild-life` "
    "which needs no token."
)


class Settings(BaseSettings):
    """Validated settings. Construct with ``Settings()`` to read the environment and ``.env``."""

    # env_ignore_empty: a line like "DEV_GUILD_ID=" (as in .env.example) means "not set".
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True)

    discord_token: SecretStr | None = None
    database_path: Path = Path("data/menagerie.sqlite3")
    database_url: str | None = None
    shard_count: int | None = Field(None, ge=1)
    shard_ids: Annotated[list[int] | None, NoDecode] = None
    dev_guild_id: int | None = None
    log_level: str = Field("INFO", pattern="^(DEBUG|INFO|WARNING|ERROR|CRITICAL)$")
    turn_timeout: float = Field(300.0, ge=0, le=259_200.0)  # up to 72 h a move (engine.service.match_settings)
    absent_after: int = Field(2, ge=0, le=10)
    members_intent: bool = False
    """MEMBERS_INTENT: ask Discord for the privileged Server Members intent (enable it in the
    developer portal too) so a person who leaves the server hands their seats to bots at once;
    without it, they are noticed when ABSENT_AFTER of their turns have run out."""
    owner_ids: Annotated[list[int], NoDecode] = Field(default_factory=list)

    @field_validator("owner_ids", "shard_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object, info: ValidationInfo) -> object:
        if isinstance(value, str):
            parts = [v for v in value.replace(" ", "").split(",") if v]
            wrong = [v for v in parts if not v.isdigit()]
            if wrong:
                name = (info.field_name or "").upper()
                example = "123456789012345678,234567890123456789" if name == "OWNER_IDS" else "0,1"
                raise ValueError(f"{name} takes whole numbers separated by commas, e.g. {example}; "
                                 f"{wrong[0]!r} is not one")
            return [int(v) for v in parts]
        return value

    @field_validator("database_url")
    @classmethod
    def _known_scheme(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("sqlite:///", "postgresql://", "postgres://")):
            raise ValueError("DATABASE_URL must be sqlite:///path or postgresql://user:password@host:port/database")
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the number of shards of the whole bot)")
            wrong = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
            if wrong or not self.shard_ids or len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError(f"SHARD_IDS must be distinct numbers from 0 to {self.shard_count - 1} (SHARD_COUNT - 1)")
        return self

    SECRET_FIELDS: ClassVar[frozenset[str]] = frozenset({"discord_token", "database_url"})
    """Settings whose value is never repeated in an error (a token; a URL may hold a password)."""

    def missing_database_folder(self) -> Path | None:
        """The folder of a SQLite ``DATABASE_PATH`` (or ``sqlite:///`` URL) that does not exist, when it is not
        the default ``data/`` folder (created on first start): a typo there would otherwise make a new, empty
        database silently. None when the folder exists, for the default, and for PostgreSQL."""
        url = self.storage_url()
        if not url.startswith("sqlite:///"):
            return None
        folder = Path(url.removeprefix("sqlite:///")).parent
        if folder == Path("data/menagerie.sqlite3").parent or folder.exists():
            return None
        return folder

    def redact(self, text: str) -> str:
        """``text`` with the token and the password part of every URL in it (the database URL's, as
        written or as a driver repeats it) replaced by ``***``, for error lines. Only the URL's password
        part is hidden: a password that is also an ordinary word elsewhere in the line stays readable."""
        token = self.discord_token.get_secret_value().strip() if self.discord_token else ""
        if len(token) >= 8:
            text = text.replace(token, "***")
        return URL_PASSWORD.sub(r"\1***\3", text)

    def database_error(self, exc: BaseException) -> str:
        """One line for a database that could not be opened, without its password."""
        return self.redact(f"Could not open the database ({type(exc).__name__}: {exc}); check DATABASE_URL / DATABASE_PATH.")

    def storage_url(self) -> str:
        """The database to open: DATABASE_URL, else the SQLite file DATABASE_PATH as ``sqlite:///…``."""
        return self.database_url or f"sqlite:///{self.database_path}"

    def owned_shards(self) -> tuple[int, list[int]] | None:
        """``(shard_count, shard_ids)`` this process runs, or None when SHARD_COUNT is unset (one process, all guilds)."""
        if self.shard_count is None:
            return None
        return self.shard_count, self.shard_ids if self.shard_ids is not None else list(range(self.shard_count))

    def receives_dms(self) -> bool:
        """True when this process gets DM events, button clicks on DM copies included: Discord sends
        every DM event to shard 0 only (its gateway sharding rules), so a process without shard 0
        never sees a click on a DM it sent."""
        owned = self.owned_shards()
        return owned is None or 0 in owned[1]

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value

    def token_ok(self) -> bool:
        """True when DISCORD_TOKEN is present and shaped like a Discord bot token (three dot-separated parts)."""
        return self.discord_token is not None and bool(TOKEN_SHAPE.match(self.discord_token.get_secret_value().strip()))
