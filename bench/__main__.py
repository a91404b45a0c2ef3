"""`python -m bench`: the benchmarks (see bench.runner)."""

from bench.runner import main

if __name__ == "__main__":
    raise SystemExit(main())
