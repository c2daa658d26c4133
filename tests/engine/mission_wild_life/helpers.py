"""Shared helpers for the Mission: Wild Life tests (and a check of the helpers themselves)."""
from __future__ import annotations

from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.state import MWLOptions, MWLState, Play

_LETTER = {"C": "gray", "B": "blue", "G": "green", "S": "gold", "R": "red"}


def cards(text: str) -> list[str]:
    """"B8 S2 C7" -> ["blue-8", "gold-2", "gray-7"] (C = gray cloud, S = gold sun)."""
    return [f"{_LETTER[t[0]]}-{int(t[1:])}" for t in text.split()]


def tricks(*texts: str) -> list[list[str]]:
    """Several tricks, one text each."""
    return [cards(t) for t in texts]


def make_state(hands: list[str], *, turn: int = 0, trick: list[tuple[int, str]] | None = None,
               research: str | None = None, adventure: str | None = None, flash: list[str] | None = None,
               options: MWLOptions | None = None, tricks_won: list[list[str]] | None = None,
               tricks_per_round: int | None = None) -> MWLState:
    """A play-phase state with the given hands (one text per seat) and display.

    ``trick`` is the trick in progress as (seat, short card) pairs; ``tricks_won``
    one list of trick texts per seat. The number of tricks per round defaults to
    the tricks already played plus the cards left in the leader's hand (+1 if the
    leader has already played to the current trick).
    """
    n = len(hands)
    st = GAME.setup(n, options or MWLOptions(), seed=1)
    st.hands = [cards(h) for h in hands]
    st.phase = "play"
    st.trick = [Play(seat=s, card=cards(c)[0]) for s, c in (trick or [])]
    st.leader = st.trick[0].seat if st.trick else turn
    st.turn = turn
    st.round_starter = st.leader
    st.tricks_won = [tricks(*t) for t in (tricks_won or [[] for _ in range(n)])]
    st.tricks_played = sum(len(t) for t in st.tricks_won)
    st.played = [c for t in st.tricks_won for tr in t for c in tr]
    if tricks_per_round is None:
        tricks_per_round = st.tricks_played + len(st.hands[st.leader]) + (1 if st.trick else 0)
    st.tricks_per_round = tricks_per_round
    st.out_card = None
    st.display_research = research
    st.display_adventure = adventure
    st.display_flash = list(flash or [])
    st.passing = [None] * n
    return st
