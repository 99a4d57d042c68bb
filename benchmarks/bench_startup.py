"""Start-up: wall time of ``dyneval --help`` against ``python -c pass`` in the same run.

Each is run as a fresh process ``--runs`` times, interleaved so a load spike hits
both; the median of each is printed with their ratio and difference (the time
dyneval itself adds). Goal: ``dyneval --help`` <= 1.0 s on the development machine.
Also prints the heaviest modules ``--help`` imports (``-X importtime``) so a
regression names its cause.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

GOAL_S = 1.0
REPO = Path(__file__).resolve().parents[1]
DYNEVAL = (sys.executable, "-m", "services.cli.app")


def _wall(command: tuple[str, ...]) -> float:
    """Seconds from spawn to exit of ``command`` (stdout discarded)."""
    start = time.perf_counter()
    subprocess.run(command, cwd=REPO, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def heaviest_imports(top: int) -> list[tuple[float, str]]:
    """The ``top`` packages by import time under ``dyneval --help``.

    A module's cumulative time counts for its top-level package unless the module
    was imported by another module of the same package (already counted there).
    """
    done = subprocess.run(
        (sys.executable, "-X", "importtime", *DYNEVAL[1:], "--help"),
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    rows = []
    for line in done.stderr.splitlines():
        found = re.match(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)", line)
        if found is not None:
            rows.append((len(found.group(2)), found.group(3), int(found.group(1)) / 1e6))
    totals: dict[str, float] = {}
    parents: list[tuple[int, str]] = []  # (indent, root) of the enclosing imports
    for indent, name, seconds in reversed(rows):  # parents are printed after children
        while parents and parents[-1][0] >= indent:
            parents.pop()
        root = name.split(".")[0]
        if not parents or parents[-1][1] != root:
            totals[root] = totals.get(root, 0.0) + seconds
        parents.append((indent, root))
    return sorted(((s, name) for name, s in totals.items()), reverse=True)[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="3 runs")
    args = parser.parse_args()
    runs = 3 if args.quick else args.runs
    baseline: list[float] = []
    help_runs: list[float] = []
    _wall((*DYNEVAL, "--help"))  # warm the file cache and the bytecode
    for _ in range(runs):
        baseline.append(_wall((sys.executable, "-c", "pass")))
        help_runs.append(_wall((*DYNEVAL, "--help")))
    base, cli = statistics.median(baseline), statistics.median(help_runs)
    print(f"python -c pass   median {base:.3f} s over {runs} runs")
    print(f"dyneval --help   median {cli:.3f} s over {runs} runs")
    print(f"ratio {cli / base:.1f}x the bare interpreter; dyneval adds {cli - base:.3f} s")
    verdict = "met" if cli <= GOAL_S else "NOT met"
    print(f"goal --help <= {GOAL_S:.1f} s: {verdict}")
    print("heaviest imports of --help (cumulative s):")
    for seconds, name in heaviest_imports(8):
        print(f"  {seconds:6.3f}  {name}")


if __name__ == "__main__":
    main()
