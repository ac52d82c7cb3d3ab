"""How the `pycucc` command ends (pycucc.__main__.entry and leave): without the interpreter's teardown, but with
everything the teardown would have done that anyone can see: the output flushed, the exit status kept, the atexit
handlers run (a private cache folder removed), a thread still running waited for."""
from __future__ import annotations

import os
import subprocess
import sys

from testutil import SAMPLES, run_pycucc

REDUCE = os.path.join(SAMPLES, "reduce_shared.cu")


def _python(code, *args, env=None):
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True,
                          env={**os.environ, **(env or {})})


def test_a_translation_to_a_pipe_is_written_whole(tmp_path, cache_dir):
    to_file = tmp_path / "r.hip"
    assert run_pycucc("translate", REDUCE, "-o", to_file).returncode == 0
    p = run_pycucc("translate", REDUCE)
    assert p.returncode == 0, p.stderr
    assert p.stdout == to_file.read_text() and len(p.stdout) > 1000


def test_the_exit_status_is_kept(tmp_path, cache_dir):
    p = run_pycucc("translate", tmp_path / "missing.cu", "-o", tmp_path / "missing.hip")
    assert p.returncode == 1 and "[PCC0001]" in p.stderr
    assert run_pycucc("translate", "--no-such-option", REDUCE).returncode == 2
    assert run_pycucc("translate", "--help").returncode == 0


def test_atexit_handlers_run(tmp_path):
    # an unusable cache folder: the run uses a private temporary one, which an atexit handler removes
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    cache = tmp_path / "cache"
    cache.write_text("not a folder")
    p = run_pycucc("translate", REDUCE, "-o", tmp_path / "r.hip",
                   env={"PYCUCC_CACHE_DIR": str(cache), "TMPDIR": str(scratch)})
    assert p.returncode == 0 and "[PCC0012]" in p.stderr, p.stderr
    assert (tmp_path / "r.hip").stat().st_size > 1000
    assert not any(n.startswith("pycucc-cache-") for n in os.listdir(scratch)), os.listdir(scratch)


def test_leave_flushes_and_runs_atexit_and_keeps_the_status(tmp_path):
    code = ("import atexit, sys\nfrom pycucc.__main__ import leave\n"
            "atexit.register(lambda: open(sys.argv[1], 'w').write('ran'))\n"
            "sys.stdout.write('unflushed'); sys.stderr.write('also')\nleave(5)\n")
    p = _python(code, tmp_path / "flag")
    assert (p.returncode, p.stdout, p.stderr) == (5, "unflushed", "also")
    assert (tmp_path / "flag").read_text() == "ran"


def test_leave_waits_for_a_running_thread(tmp_path):
    code = ("import sys, threading, time\nfrom pycucc.__main__ import leave\n"
            "def late():\n    time.sleep(0.3)\n    open(sys.argv[1], 'w').write('done')\n"
            "threading.Thread(target=late).start()\nleave(4)\n")
    p = _python(code, tmp_path / "flag")
    assert p.returncode == 4, p.stderr
    assert (tmp_path / "flag").read_text() == "done"


def test_entry_keeps_a_message_given_to_sys_exit(tmp_path):
    code = ("import sys\nfrom pycucc.__main__ import entry\nimport pycucc.__main__ as m\n"
            "def main():\n    sys.exit('pycucc: a message')\nm.main = main\nentry()\n")
    p = _python(code)
    assert p.returncode == 1 and "pycucc: a message" in p.stderr
