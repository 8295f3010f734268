"""The C ABI of libflowlayout as both corpora's tests call it with ctypes: the structures of
include/flowlayout.h and a loader that binds a table of signatures (each test names the
functions it calls, as libclang's cindex does)."""

import ctypes
import os

import pytest


class Size(ctypes.Structure):
    _fields_ = [("width", ctypes.c_float), ("height", ctypes.c_float)]


class Edges(ctypes.Structure):
    _fields_ = [("top", ctypes.c_float), ("right", ctypes.c_float),
                ("bottom", ctypes.c_float), ("left", ctypes.c_float)]


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_float), ("y", ctypes.c_float),
                ("width", ctypes.c_float), ("height", ctypes.c_float)]


def load_library(signatures):
    """The library at FLOWLAYOUT_LIBRARY with each function of `signatures` (name: (argument
    types, result type)) bound; a missing function fails the test run, naming it."""
    path = os.environ.get("FLOWLAYOUT_LIBRARY")
    if not path:
        pytest.fail("set FLOWLAYOUT_LIBRARY to the path of libflowlayout.so", pytrace=False)
    lib = ctypes.CDLL(path)
    for name, (argtypes, restype) in signatures.items():
        if not hasattr(lib, name):
            pytest.fail(f"{path} has no {name}: every build of the library has it", pytrace=False)
        function = getattr(lib, name)
        function.argtypes, function.restype = argtypes, restype
    return lib
