"""Requirement: one version everywhere. The package, its metadata, the bundled library and the
header's FLOWLAYOUT_VERSION_* macros agree, and the bindings refuse a library of another major."""

from __future__ import annotations

import re
from importlib import metadata

import flowlayout

from helpers import REPO


def header_version() -> str:
    header = (REPO / "include" / "flowlayout.h").read_text()
    parts = [re.search(rf"^#define FLOWLAYOUT_VERSION_{part} (\d+)$", header, re.M) for part in ("MAJOR", "MINOR", "PATCH")]
    assert all(parts), "flowlayout.h lacks a FLOWLAYOUT_VERSION_* macro"
    return ".".join(match.group(1) for match in parts if match)


def test_package_version_is_the_headers():
    assert flowlayout.__version__ == header_version()


def test_installed_metadata_version_is_the_packages():
    assert metadata.version("flowlayout") == flowlayout.__version__


def test_bundled_library_version_is_the_packages():
    assert flowlayout.library_version() == flowlayout.__version__


def test_abi_major_is_the_packages_major():
    assert flowlayout.ABI_MAJOR == int(flowlayout.__version__.split(".")[0]) >= 1
