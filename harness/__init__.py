"""Plays Menagerie on the Discord double: the ``--sandbox`` demo and the simulated table
that end-to-end tests and benchmarks drive. ``sandbox/`` itself stays a pure Discord double."""
