"""cogs/kit/fonts.py and assets/fonts/: the pictures' DejaVu Sans faces ship with the bot, load by
path wherever the bot runs from, fall back (logged once) when a file is missing, and say which
characters they can draw."""
from __future__ import annotations

import hashlib
import logging
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import ImageFont

from cogs.kit import fonts
from cogs.kit.fonts import FACES, FONTS, drawable, face_path, font, has_glyph, missing_glyphs

ROOT = Path(__file__).resolve().parents[2]
STYLES = {(False, False): "Book", (True, False): "Bold", (False, True): "Condensed", (True, True): "Condensed Bold"}


@pytest.fixture
def fresh_fonts() -> Iterator[None]:
    """Forget the loaded faces (and the logged missing files) before and after the test."""
    fonts.font.cache_clear()
    fonts._logged.clear()
    yield
    fonts.font.cache_clear()
    fonts._logged.clear()


def test_every_face_is_shipped_and_loads_by_path() -> None:
    """The four faces load from ``assets/fonts/`` of the repository (not the system), as FreeType
    fonts of the DejaVu Sans family in the right style."""
    assert FONTS == ROOT / "assets" / "fonts"
    for (bold, condensed), name in FACES.items():
        f = font(20, bold=bold, condensed=condensed)
        assert isinstance(f, ImageFont.FreeTypeFont)
        assert Path(str(f.path)) == face_path(bold=bold, condensed=condensed) == FONTS / name
        assert f.getname() == ("DejaVu Sans", STYLES[(bold, condensed)])


def test_the_folder_holds_the_faces_licence_and_provenance_only() -> None:
    """Only the faces the pictures use (size), the licence every copy must carry, and a README
    whose checksums match the files (provenance stays true when a face is replaced)."""
    assert {p.name for p in FONTS.iterdir()} == {*FACES.values(), "LICENSE", "README.md"}
    licence = (FONTS / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in licence and "Arev Fonts Copyright" in licence
    readme = (FONTS / "README.md").read_text(encoding="utf-8")
    assert "version 2.37" in readme
    sums = dict((name, digest) for digest, name in re.findall(r"^([0-9a-f]{64})  (\S+)$", readme, re.M))
    assert sums == {name: hashlib.sha256((FONTS / name).read_bytes()).hexdigest() for name in FACES.values()}


def test_the_faces_load_from_any_working_directory(tmp_path: Path) -> None:
    """The path comes from the module's file, not the working directory: a process started
    elsewhere (a service, another checkout's tests) draws with the shipped faces."""
    code = ("from cogs.kit.fonts import FACES, font\n"
            "print(sorted({type(font(12, bold=b, condensed=c)).__name__ for b, c in FACES}), font(12).getname())")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    assert out.stdout.strip() == "['FreeTypeFont'] ('DejaVu Sans', 'Book')", out.stderr


def test_a_missing_face_falls_back_to_pillows_font_and_is_logged_once(
        fresh_fonts: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(fonts, "FONTS", tmp_path / "gone")
    with caplog.at_level(logging.ERROR, logger="cogs.kit.fonts"):
        drawn = [font(size) for size in (12, 16, 20)] + [font(12)]
    assert all(isinstance(f, ImageFont.FreeTypeFont) and f.getname() == ("Aileron", "Regular") for f in drawn)
    assert [f.size for f in drawn if isinstance(f, ImageFont.FreeTypeFont)] == [12, 16, 20, 12]  # the sizes asked for
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and "DejaVuSans.ttf" in errors[0].getMessage()
    font(12, bold=True)  # another missing file is logged once too
    assert len([r for r in caplog.records if r.levelno == logging.ERROR]) == 2
    monkeypatch.undo()
    fonts.font.cache_clear()
    back = font(12)
    assert isinstance(back, ImageFont.FreeTypeFont) and back.getname()[0] == "DejaVu Sans"


def test_glyph_coverage_from_the_fonts_own_rendering() -> None:
    """German and other European letters draw in every face; emoji and CJK do not; Pillow's
    bundled font (the fallback) lacks umlauts and ß, which is why the faces ship."""
    for bold, condensed in FACES:
        f = font(18, bold=bold, condensed=condensed)
        assert missing_glyphs(f, "Große Wüste, Äpfel, Öl, Übung, ẞ, Łódź, Ψ, Ж, €, „…“ – → ≥ ★ ⟦Šéééţţîîîñĝš⟧") == ""
        assert missing_glyphs(f, "🦊 Fox 李雷 🦊") == "🦊李雷"
        assert has_glyph(f, " ") and not has_glyph(f, "\u202e") and not has_glyph(f, "\x07")
    bundled = ImageFont.load_default(size=18)
    assert missing_glyphs(bundled, "Große Wüste") == "ßü"


def test_drawable_keeps_what_the_font_draws() -> None:
    f = font(16, bold=True)
    assert drawable("🤖 Otter", f) == "Otter"
    assert drawable("  Zoë \n Ünal\u200b ", f) == "Zoë Ünal"
    assert drawable("李雷🦊", f) == ""
