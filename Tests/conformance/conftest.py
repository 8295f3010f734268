"""With FLOWLAYOUT_TEST_SHARD=K/N, runs every Nth case from the Kth (0-based) and deselects the rest:
a slow run (the aarch64 library under qemu, scripts/test-dist) splits the corpora between N
processes, which together run every case once."""

import os


def pytest_collection_modifyitems(config, items):
    shard = os.environ.get("FLOWLAYOUT_TEST_SHARD")
    if not shard:
        return
    try:
        k, n = (int(part) for part in shard.split("/"))
    except ValueError:
        raise ValueError(f"FLOWLAYOUT_TEST_SHARD must be K/N, got {shard!r}") from None
    if not 0 <= k < n:
        raise ValueError(f"FLOWLAYOUT_TEST_SHARD: K must be in 0..N-1, got {shard!r}")
    kept = [item for i, item in enumerate(items) if i % n == k]
    config.hook.pytest_deselected(items=[item for i, item in enumerate(items) if i % n != k])
    items[:] = kept
