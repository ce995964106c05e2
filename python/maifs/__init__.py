"""MAIFS Studio from Python (docs/python.md): simulate and compare schedulers on a scenario, read
run folders into numpy arrays, and play MAIFS's multi-agent environment (MultiAgentEnv)."""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Sequence

# MAIFS's trained policies run in LibTorch, in the RL module the CLI loads on first use; found
# here beside a build tree (build/python/maifs -> build/app) or an installation
# (PREFIX/lib/python3/dist-packages/maifs -> PREFIX/lib/maifs-studio). Set before _maifs loads.
if "MAIFS_RL_MODULE" not in os.environ:
    _here = os.path.dirname(os.path.abspath(__file__))
    for _candidate in (os.path.join(_here, "..", "..", "app", "libmaifs-rl.so"),
                       os.path.join(_here, "..", "..", "..", "maifs-studio", "libmaifs-rl.so")):
        if os.path.exists(_candidate):
            os.environ["MAIFS_RL_MODULE"] = os.path.normpath(_candidate)
            break

from . import _maifs  # noqa: E402
from ._maifs import InputError  # noqa: E402
from .env import MultiAgentEnv  # noqa: E402
from .runs import Run, read_run  # noqa: E402

__version__ = _maifs.version()
__all__ = ["InputError", "MultiAgentEnv", "Run", "compare", "read_run", "schedulers", "simulate",
           "validate"]


def schedulers() -> List[str]:
    """Every scheduler id this build offers (`maifs list-schedulers`)."""
    return list(_maifs.schedulers())


def validate(scenario: str) -> str:
    """The scenario's name; raises InputError (file:line:col: field: what was expected)."""
    return _maifs.validate(scenario)


def simulate(scenario: str, scheduler: str = "fifo", seed: Optional[int] = None,
             records: str = "summary", out: Optional[str] = None) -> Run:
    """One run, as `maifs simulate` makes it (seed None: the scenario's). records: "none" (the summary only), "summary"
    (jobs and time series too) or "full" (decisions too). With `out`, the run files are also
    written to that folder (as a whole, replacing a run folder there)."""
    return Run.from_files(_maifs.simulate(scenario, scheduler, None if seed is None else int(seed),
                                          records, out or ""))


def compare(scenario: str, schedulers: Sequence[str] = ("all",),
            seeds: Sequence[int] = ()) -> List[Dict[str, Any]]:
    """Every scheduler under every seed (none: the scenario's), as `maifs compare` runs them
    ("all": every baseline).
    One dict per run: scheduler, seed, then summary.json's figures."""
    rows = []
    for scheduler, seed, summary in _maifs.compare(scenario, list(schedulers),
                                                    [int(s) for s in seeds]):
        row: Dict[str, Any] = {"scheduler": scheduler, "seed": seed}
        row.update(json.loads(summary))
        rows.append(row)
    return rows
