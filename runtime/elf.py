"""A minimal ELF64 little-endian reader: header, sections, program headers, symbols and notes.

AMDGPU code objects are always ELF64 LSB, so that is all this reads. Every offset and size taken from the
file is bounds-checked; a file that is not ELF, is another class/byte order, or is cut short raises
:class:`CodeObjectError` saying what was wrong and where.
"""
from __future__ import annotations

import struct
from typing import Iterator, Optional, Tuple, Union

from .records import record

__all__ = [
    "CodeObjectError", "ElfFile", "ElfHeader", "Section", "ProgramHeader", "Symbol", "Note",
    "ELF_MAGIC", "EM_AMDGPU", "ELFOSABI_AMDGPU_HSA", "SHT_NOTE", "SHT_SYMTAB", "SHT_DYNSYM", "PT_NOTE",
    "STT_NAMES",
]

Bytes = Union[bytes, bytearray, memoryview]


class CodeObjectError(ValueError):
    """The input is not a readable code object (not ELF, truncated, malformed bundle or metadata)."""


ELF_MAGIC = b"\x7fELF"
ELFCLASS64 = 2
ELFDATA2LSB = 1
EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64

SHT_SYMTAB = 2
SHT_STRTAB = 3
SHT_NOTE = 7
SHT_NOBITS = 8
SHT_DYNSYM = 11
PT_NOTE = 4
SHN_UNDEF = 0
SHN_XINDEX = 0xFFFF

STT_NAMES = {0: "NOTYPE", 1: "OBJECT", 2: "FUNC", 3: "SECTION", 4: "FILE", 5: "COMMON", 6: "TLS",
             10: "GNU_IFUNC"}
STB_NAMES = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK", 10: "GNU_UNIQUE"}

_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR = struct.Struct("<IIQQQQIIQQ")
_PHDR = struct.Struct("<IIQQQQQQ")
_SYM = struct.Struct("<IBBHQQ")
_NHDR = struct.Struct("<III")


@record(frozen=True)
class ElfHeader:
    osabi: int
    abi_version: int
    e_type: int
    e_machine: int
    e_version: int
    e_entry: int
    e_phoff: int
    e_shoff: int
    e_flags: int
    e_phentsize: int
    e_phnum: int
    e_shentsize: int
    e_shnum: int
    e_shstrndx: int


@record(frozen=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    addralign: int
    entsize: int


@record(frozen=True)
class ProgramHeader:
    type: int
    flags: int
    offset: int
    vaddr: int
    paddr: int
    filesz: int
    memsz: int
    align: int


@record(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    type: int
    bind: int
    visibility: int
    shndx: int

    @property
    def type_name(self) -> str:
        return STT_NAMES.get(self.type, str(self.type))

    @property
    def bind_name(self) -> str:
        return STB_NAMES.get(self.bind, str(self.bind))

    @property
    def defined(self) -> bool:
        return self.shndx != SHN_UNDEF


@record(frozen=True)
class Note:
    name: str
    type: int
    desc: bytes


def _cstr(table: bytes, offset: int, what: str) -> str:
    if offset == 0 and not table:
        return ""
    if offset >= len(table):
        raise CodeObjectError(f"ELF: {what} name offset {offset} is outside its string table ({len(table)} bytes)")
    end = table.find(b"\0", offset)
    if end < 0:
        raise CodeObjectError(f"ELF: {what} name at string-table offset {offset} is not NUL-terminated")
    return table[offset:end].decode("utf-8", "replace")


class ElfFile:
    """A parsed ELF64 LSB file. ``data`` is kept (not copied) and sliced on demand."""

    def __init__(self, data: Bytes) -> None:
        buf = memoryview(data)
        if buf.format != "B" or buf.ndim != 1:
            buf = buf.cast("B")
        self.data = buf
        if len(buf) < 4 or bytes(buf[:4]) != ELF_MAGIC:
            raise CodeObjectError("not an ELF file (the first bytes are not \\x7fELF)")
        if len(buf) < 6:
            raise CodeObjectError(f"ELF: truncated header ({len(buf)} bytes)")
        if buf[4] != ELFCLASS64:
            raise CodeObjectError(f"ELF: class {buf[4]} is not ELFCLASS64; AMDGPU code objects are 64-bit")
        if buf[5] != ELFDATA2LSB:
            raise CodeObjectError(f"ELF: data encoding {buf[5]} is not little-endian")
        if len(buf) < _EHDR.size:
            raise CodeObjectError(f"ELF: truncated header ({len(buf)} of {_EHDR.size} bytes)")
        (ident, e_type, e_machine, e_version, e_entry, e_phoff, e_shoff, e_flags, _ehsize,
         e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx) = _EHDR.unpack_from(buf, 0)
        raw_sections = self._read_section_headers(e_shoff, e_shentsize, e_shnum)
        # Extended numbering: with 0xff00+ sections the real count and string-table index live in section 0.
        if raw_sections and e_shnum == 0:
            e_shnum = raw_sections[0][5]
            raw_sections = self._read_section_headers(e_shoff, e_shentsize, e_shnum) if e_shnum else []
        if raw_sections and e_shstrndx == SHN_XINDEX:
            e_shstrndx = raw_sections[0][6]
        self.header = ElfHeader(ident[7], ident[8], e_type, e_machine, e_version, e_entry, e_phoff, e_shoff,
                                e_flags, e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx)
        shstr = b""
        if raw_sections and e_shstrndx != 0:
            if e_shstrndx >= len(raw_sections):
                raise CodeObjectError(f"ELF: section-name table index {e_shstrndx} >= {len(raw_sections)} sections")
            shstr = bytes(self._range(raw_sections[e_shstrndx][4], raw_sections[e_shstrndx][5], "section-name table"))
        self.sections: Tuple[Section, ...] = tuple(
            Section(i, _cstr(shstr, r[0], f"section {i}") if shstr else "", r[1], r[2], r[3], r[4], r[5],
                    r[6], r[7], r[8], r[9])
            for i, r in enumerate(raw_sections)
        )
        self.program_headers: Tuple[ProgramHeader, ...] = self._read_program_headers(e_phoff, e_phentsize, e_phnum)
        self._symbols: Optional[Tuple[Symbol, ...]] = None

    # -- raw tables -------------------------------------------------------------------------------------------
    def _range(self, offset: int, size: int, what: str) -> memoryview:
        if offset < 0 or size < 0 or offset + size > len(self.data):
            raise CodeObjectError(
                f"ELF: {what} (offset {offset}, {size} bytes) runs past the end of the {len(self.data)}-byte file "
                "(truncated?)"
            )
        return self.data[offset:offset + size]

    def _read_section_headers(self, shoff: int, shentsize: int, shnum: int) -> list:
        if shoff == 0:
            return []
        if shentsize != _SHDR.size:
            raise CodeObjectError(f"ELF: section header size {shentsize}, expected {_SHDR.size}")
        count = shnum if shnum else 1  # with 0, section 0 still exists and holds the real count
        table = self._range(shoff, count * _SHDR.size, "section header table")
        return [_SHDR.unpack_from(table, i * _SHDR.size) for i in range(count)]

    def _read_program_headers(self, phoff: int, phentsize: int, phnum: int) -> Tuple[ProgramHeader, ...]:
        if phoff == 0 or phnum == 0:
            return ()
        if phentsize != _PHDR.size:
            raise CodeObjectError(f"ELF: program header size {phentsize}, expected {_PHDR.size}")
        table = self._range(phoff, phnum * _PHDR.size, "program header table")
        return tuple(ProgramHeader(*_PHDR.unpack_from(table, i * _PHDR.size)) for i in range(phnum))

    # -- sections ---------------------------------------------------------------------------------------------
    def section(self, name: str) -> Optional[Section]:
        for sec in self.sections:
            if sec.name == name:
                return sec
        return None

    def section_data(self, sec: Section) -> memoryview:
        if sec.type == SHT_NOBITS:
            return memoryview(b"")
        return self._range(sec.offset, sec.size, f"section {sec.name or sec.index}")

    # -- symbols ----------------------------------------------------------------------------------------------
    def symbols(self) -> Tuple[Symbol, ...]:
        """Entries of ``.symtab`` (or ``.dynsym`` when the file was stripped), index 0 excluded; parsed once."""
        if self._symbols is None:
            table = next((s for s in self.sections if s.type == SHT_SYMTAB), None)
            if table is None:
                table = next((s for s in self.sections if s.type == SHT_DYNSYM), None)
            self._symbols = () if table is None else self._read_symtab(table)
        return self._symbols

    def _read_symtab(self, table: Section) -> Tuple[Symbol, ...]:
        if table.entsize not in (0, _SYM.size):
            raise CodeObjectError(f"ELF: symbol table {table.name} has entry size {table.entsize}, "
                                  f"expected {_SYM.size}")
        raw = self.section_data(table)
        if table.link >= len(self.sections):
            raise CodeObjectError(f"ELF: symbol table {table.name} links to missing section {table.link}")
        names = bytes(self.section_data(self.sections[table.link]))
        out = []
        for i in range(1, len(raw) // _SYM.size):
            st_name, st_info, st_other, st_shndx, st_value, st_size = _SYM.unpack_from(raw, i * _SYM.size)
            out.append(Symbol(_cstr(names, st_name, f"symbol {i}"), st_value, st_size, st_info & 0xF,
                              st_info >> 4, st_other & 0x3, st_shndx))
        return tuple(out)

    # -- notes ------------------------------------------------------------------------------------------------
    def notes(self) -> Iterator[Note]:
        """Every note in SHT_NOTE sections, or in PT_NOTE segments when there are no section headers."""
        if self.sections:
            regions = [(self.section_data(s), s.addralign) for s in self.sections if s.type == SHT_NOTE]
        else:
            regions = [(self._range(p.offset, p.filesz, "note segment"), p.align)
                       for p in self.program_headers if p.type == PT_NOTE]
        for region, align in regions:
            yield from _parse_notes(region, 8 if align == 8 else 4)


def _parse_notes(region: memoryview, align: int) -> Iterator[Note]:
    pos = 0
    size = len(region)
    while pos < size:
        if pos + _NHDR.size > size:
            raise CodeObjectError(f"ELF: truncated note header at note offset {pos}")
        namesz, descsz, ntype = _NHDR.unpack_from(region, pos)
        name_at = pos + _NHDR.size
        desc_at = name_at + _align(namesz, align)
        end = desc_at + _align(descsz, align)
        if desc_at + descsz > size:
            raise CodeObjectError(f"ELF: note at offset {pos} (name {namesz} bytes, desc {descsz} bytes) "
                                  "runs past its section")
        name = bytes(region[name_at:name_at + namesz]).rstrip(b"\0").decode("utf-8", "replace")
        yield Note(name, ntype, bytes(region[desc_at:desc_at + descsz]))
        pos = end


def _align(n: int, a: int) -> int:
    return (n + a - 1) & ~(a - 1)
