"""Run files (docs/scenario.md, "Outputs") as Python structures and numpy arrays.

A run simulated from Python and a run folder written by the CLI or the studio are read by the same
code, from the same bytes, so the two are equal whenever the runs are.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional

import numpy as np

from . import _maifs

# The columns that are numbers; every other column is text (a list of str). An empty field (a job
# that never started or never finished) is NaN in a float column.
_JOB_INTS = {"gpus", "gpu_milli", "preemptions"}
_JOB_FLOATS = {"submit", "start", "finish", "wait", "jct", "cpus", "mem_gb", "work"}
_SERIES_INTS = {"pending", "running"}


def _table(text: str, ints: set, floats: Optional[set] = None) -> Dict[str, Any]:
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows:
        return {}
    header, body = rows[0], rows[1:]
    columns: Dict[str, Any] = {}
    for i, name in enumerate(header):
        values = [r[i] for r in body]
        if name in ints:
            columns[name] = np.array([int(v) for v in values], dtype=np.int64)
        elif floats is None or name in floats:
            columns[name] = np.array([float(v) if v else math.nan for v in values],
                                     dtype=np.float64)
        else:
            columns[name] = values
    return columns


@dataclass
class Run:
    """One run: its summary (summary.json as a dict), its jobs and time series (columns as numpy
    arrays, text columns as lists), and its decisions (one dict per decisions.jsonl line) when the
    run was recorded in full."""

    summary: Dict[str, Any]
    jobs: Dict[str, Any] = field(default_factory=dict)
    timeseries: Dict[str, Any] = field(default_factory=dict)
    decisions: Optional[List[Dict[str, Any]]] = None

    @property
    def scheduler(self) -> str:
        return self.summary["scheduler"]

    @property
    def seed(self) -> int:
        return self.summary["seed"]

    @staticmethod
    def from_files(files: Mapping[str, bytes]) -> "Run":
        """A run from its files' bytes, keyed by file name (summary.json, jobs.csv, ...)."""
        def text(name: str) -> Optional[str]:
            data = files.get(name)
            return None if data is None else data.decode("utf-8")

        summary = json.loads(text("summary.json"))
        jobs = text("jobs.csv")
        series = text("timeseries.csv")
        decisions = text("decisions.jsonl")
        return Run(
            summary=summary,
            jobs=_table(jobs, _JOB_INTS, _JOB_FLOATS) if jobs is not None else {},
            timeseries=_table(series, _SERIES_INTS) if series is not None else {},
            decisions=([json.loads(line) for line in decisions.splitlines() if line]
                       if decisions is not None else None),
        )

    def equals(self, other: "Run") -> bool:
        """Whether two runs hold the same figures (NaN equal to NaN)."""
        if self.summary != other.summary or self.decisions != other.decisions:
            return False
        for mine, theirs in ((self.jobs, other.jobs), (self.timeseries, other.timeseries)):
            if mine.keys() != theirs.keys():
                return False
            for name, column in mine.items():
                if isinstance(column, np.ndarray):
                    if not np.array_equal(column, theirs[name],
                                          equal_nan=column.dtype.kind == "f"):
                        return False
                elif column != theirs[name]:
                    return False
        return True


_RUN_FILES = ("summary.json", "jobs.csv", "timeseries.csv", "decisions.jsonl")


def read_run(folder: str) -> Run:
    """A run folder the CLI (`maifs simulate --out`, `maifs compare --out`) or the studio wrote.
    Raises maifs.InputError unless the folder is complete (its run.complete marker lists every
    file with its size), so that a half-written run is never read as a whole one."""
    _maifs.require_complete_run_folder(folder)
    files = {}
    for name in _RUN_FILES:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                files[name] = f.read()
    return Run.from_files(files)
