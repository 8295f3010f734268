"""Requirement: pip install ./bindings/python gives a package that carries and loads its library."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import flowlayout
from flowlayout import _library


@pytest.mark.skipif(bool(os.environ.get("FLOWLAYOUT_LIBRARY")), reason="FLOWLAYOUT_LIBRARY overrides the bundled copy")
def test_installed_package_carries_the_library_and_loads_it():
    package_dir = Path(flowlayout.__file__).resolve().parent
    bundled = package_dir / "libflowlayout.so"
    assert bundled.is_file(), f"no libflowlayout.so in {package_dir}"
    assert Path(flowlayout.library().path).resolve() == bundled
    assert (package_dir / "libflowlayout_pymeasure.so").is_file()


def test_library_version_has_the_bindings_major_version():
    assert flowlayout.library().version // 10000 == flowlayout.ABI_MAJOR
    assert flowlayout.library_version().startswith(f"{flowlayout.ABI_MAJOR}.")


def test_a_library_of_another_major_version_is_refused(monkeypatch):
    monkeypatch.setattr(_library, "ABI_MAJOR", flowlayout.ABI_MAJOR + 1)
    with pytest.raises(flowlayout.LibraryNotFoundError, match="major version"):
        _library.Library(flowlayout.library().path)


def _python(code: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, **env}, timeout=120)


def test_FLOWLAYOUT_LIBRARY_points_at_another_build(tmp_path):
    copy = tmp_path / "libflowlayout-other.so"
    shutil.copy(flowlayout.library().path, copy)
    run = _python("import flowlayout; l = flowlayout.FlowLayout(); print(flowlayout.library().path);"
                  "print(l.arrange([(1, 2)], 10).size)", FLOWLAYOUT_LIBRARY=str(copy))
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [str(copy), "Size(width=10.0, height=2.0)"]


def test_FLOWLAYOUT_LIBRARY_naming_a_non_library_fails_with_an_import_error(tmp_path):
    bogus = tmp_path / "not-a-library.so"
    bogus.write_text("hello")
    run = _python("import flowlayout\ntry:\n    flowlayout.FlowLayout()\nexcept ImportError as e:\n    print('ImportError', e)",
                  FLOWLAYOUT_LIBRARY=str(bogus))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("ImportError") and "not-a-library.so" in run.stdout


def test_command_line_version():
    run = subprocess.run([sys.executable, "-m", "flowlayout", "version"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert flowlayout.library_version() in run.stdout
