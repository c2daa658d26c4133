"""The table kit: everything a game's Discord presentation is built from. It sits beneath the
feature cogs and ``cogs/shared/``, and imports neither (``tests/cogs/test_cogs_layout.py``).

Each name is imported from the module that defines it; this package declares nothing:

* :mod:`~cogs.kit.ui`: :class:`~cogs.kit.ui.GameUI` (``GameUI[V, A]`` in the game's view and action
  types: subclass it in ``cogs/games/<package>/`` and expose an instance as ``UI``), the registry
  (:func:`~cogs.kit.ui.discover`, :data:`~cogs.kit.ui.GAME_UIS`), :class:`~cogs.kit.ui.PanelContext`;
* :mod:`~cogs.kit.codec`: :class:`~cogs.kit.codec.Verb`, :class:`~cogs.kit.codec.Click`, one codec
  entry per component kind (``verb ↔ custom_id ↔ action``);
* :mod:`~cogs.kit.components`: the one ``DynamicItem`` per game and the same answers for every click;
  :mod:`~cogs.kit.clicks`: the interaction listener; :mod:`~cogs.kit.unknown`: ids nobody answers;
* :mod:`~cogs.kit.panels`: panels and moves (:func:`~cogs.kit.panels.act_and_refresh`,
  :func:`~cogs.kit.panels.refresh_panel`, :class:`~cogs.kit.panels.PanelButton`); :mod:`~cogs.kit.live`:
  open ephemeral panels kept current; :mod:`~cogs.kit.choosers`: more than 25 options, typed labels;
  :mod:`~cogs.kit.fullmap`: the Full map button;
* :mod:`~cogs.kit.rendered`, :mod:`~cogs.kit.layout`, :mod:`~cogs.kit.digest`, :mod:`~cogs.kit.uploads`:
  a message with its pictures, laid out as components v2, its digest, its uploads;
* :mod:`~cogs.kit.pictures`, :mod:`~cogs.kit.labels`, :mod:`~cogs.kit.fonts`, :mod:`~cogs.kit.memo`:
  pictures drawn off the event loop, readable labels, fonts, per-view caches;
* :mod:`~cogs.kit.render_queue`, :mod:`~cogs.kit.budget`: the render scheduler and the global request budget;
* :mod:`~cogs.kit.text`: Discord's text limits and text helpers; :mod:`~cogs.kit.results`: a finished
  match's places and footer;
* :mod:`~cogs.kit.interactions`, :mod:`~cogs.kit.replies`: reading an interaction, answering it once, errors.
"""
