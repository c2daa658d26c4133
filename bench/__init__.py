"""Benchmarks for Menagerie: engine self-play, MatchService + storage, memory, start-up, round trip.

Run ``python -m bench`` (all, one table) or ``python -m bench engine|service|roundtrip|memory|startup``
and ``--quick`` for a short smoke run; one module as ``python -m bench.<module>`` from the repository
root. See ``bench/README.md``. Timings are reported, never asserted.
"""
