#!/usr/bin/env python3
"""Runs Tiresias's own simulator (SymbioticLab/Tiresias, simulator/) under Python 3.

  tiresias_driver.py TIRESIAS_SIMULATOR_DIR [run_sim.py flags...]

The simulator is Python 2 code; the one construct that stops it under Python 3 is sys.maxint,
which is given the value it stands for. Everything else runs unchanged; its logs are written
where --log_path says (job.csv: one row per job with its JCT).
"""
import os
import runpy
import sys


def main():
    simulator = os.path.abspath(sys.argv[1])
    flags = sys.argv[2:]
    sys.maxint = sys.maxsize
    os.chdir(simulator)
    sys.path.insert(0, simulator)
    sys.argv = ["run_sim.py"] + flags
    runpy.run_path(os.path.join(simulator, "run_sim.py"), run_name="__main__")


if __name__ == "__main__":
    main()
