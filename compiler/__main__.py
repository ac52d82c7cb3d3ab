"""`python -m pycucc` and the `pycucc` command: a compile answered from its memo (quick.py) loads nothing else;
anything else runs through cli/ (its __init__)."""
import sys

from .quick import replay


def main() -> None:
    argv = sys.argv[1:]
    try:
        done = replay(argv)
    except KeyboardInterrupt as e:
        from .console import last_defence  # only when interrupted: a warm hit loads no diagnostics
        sys.exit(last_defence("pycucc", e))
    except Exception:  # noqa: BLE001 - the ordinary run below meets the same trouble and says what it is
        done = None
    if done == 0:
        sys.exit(0)
    from .cli import main as run_command  # the command line itself: only when the memo did not answer
    run_command(argv)


if __name__ == "__main__":
    main()
