"""The package's version: the version of the C library it is built with and bundles.

It must equal the FLOWLAYOUT_VERSION_* macros of flowlayout.h; the build (CMakeLists.txt here) and the
tests refuse a difference. pyproject.toml reads the package metadata's version from this line.
"""

__version__ = "1.0.0"
