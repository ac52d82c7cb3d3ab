"""pycucc's bin2c (the CUDA toolkit's file-to-C-array tool, bin/bin2c of `pycucc toolkit`): the array a C compiler
reads back as the file's bytes, with CUDA's bin2c options."""
import shutil
import subprocess
import sys

import pytest

from pycucc.bin2c import main, render


def test_bytes_become_an_extern_c_array_of_the_type_asked_for():
    assert render(b"\x01\x02\x03", "cb", "int") == (
        '#ifdef __cplusplus\nextern "C" {\n#endif\n\nunsigned int cb[] = {\n0x00030201\n};\n\n'
        '#ifdef __cplusplus\n}\n#endif\n\n')
    text = render(bytes(range(20)), type_="longlong", const=True, static=True, length=True)
    assert "static const unsigned long long imageBytes[] = {\n0x0706050403020100ULL,0x0f0e0d0c0b0a0908ULL," \
           "0x0000000013121110ULL\n};" in text
    assert "uint32_t imageBytesLength = 3;" in text
    assert render(b"", "e").count("unsigned char e[] = {\n};") == 1
    assert render(bytes(17)).count("\n0x00,") == 1  # 16 a line


@pytest.mark.skipif(not shutil.which("gcc"), reason="no gcc")
@pytest.mark.parametrize("kind", ["char", "short", "int", "longlong"])
def test_a_c_program_reads_the_file_back(kind, tmp_path, capsys):
    data = bytes((i * 37 + 11) % 256 for i in range(45))
    (tmp_path / "in.bin").write_bytes(data)
    assert main(["--name", "blob", "--type", kind, "-l", str(tmp_path / "in.bin")]) == 0
    (tmp_path / "blob.h").write_text(capsys.readouterr().out)
    (tmp_path / "m.c").write_text('#include <stdint.h>\n#include <stdio.h>\n#include "blob.h"\nint main(void) {\n'
                                  '  const unsigned char *p = (const unsigned char *)blob;\n'
                                  '  for (int i = 0; i < 45; i++) printf("%02x", p[i]);\n'
                                  '  printf(" %u\\n", (unsigned)(blobLength * sizeof blob[0]));\n  return 0;\n}\n')
    subprocess.run(["gcc", str(tmp_path / "m.c"), "-o", str(tmp_path / "m")], check=True)
    out = subprocess.run([str(tmp_path / "m")], capture_output=True, text=True, check=True).stdout
    size = {"char": 1, "short": 2, "int": 4, "longlong": 8}[kind]
    assert out == f"{data.hex()} {-(-45 // size) * size}\n"


def test_a_file_it_cannot_read_is_an_error_not_a_traceback(tmp_path):
    p = subprocess.run([sys.executable, "-m", "pycucc.bin2c", str(tmp_path / "missing.bin")], capture_output=True,
                       text=True)
    assert p.returncode == 1 and p.stderr.startswith("bin2c: error: cannot read") and "Traceback" not in p.stderr
