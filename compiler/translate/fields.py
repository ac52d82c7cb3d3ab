"""The `field` rules' reads, found by the AST pass (facts.py): a member path read from an object of a CUDA struct
(the longest path of a rule, through `.` and `->`), and in a template a read on an object of a dependent type whose
rule has a `dependent` helper. The field pass (semantic.py) writes them as HIP needs."""
from __future__ import annotations

import re

from ..records import record
from ..rules import FieldRule


@record
class FieldRead:
    """A use of a `field` rule's path: from the `.`/`->` after the object to the end of the path."""
    obj_start: int
    op_start: int
    end: int
    arrow: bool
    rule: FieldRule
    in_macro: bool
    line: int  # of the path's first name
    col: int
    dependent: bool = False  # in a template, on an object of a dependent type: the rule's `dependent` helper


def field_read(finder, cursor) -> None:
    """For the AST pass `finder` (facts._FactFinder): a member access whose path, read from an object of a CUDA struct, is a `field` rule's (the longest
    one: `p.allocFlags.usage` before `p.allocFlags`)."""
    K = finder.K
    if finder.lib.clang_hashCursor(cursor) in finder.field_inner:
        return
    accesses = []  # from the outermost access in
    node = cursor
    while node is not None and node.kind == K.MEMBER_REF_EXPR:
        accesses.append(node)
        node = next(iter(node.get_children()), None)
        while node is not None and node.kind == K.UNEXPOSED_EXPR:
            node = next(iter(node.get_children()), None)
    accesses.reverse()
    objects = [node] + accesses[:-1]  # the object each access reads from
    names = [a.spelling for a in accesses]
    data = finder.data
    for i, obj in enumerate(objects):
        if obj is None:
            continue  # an implicit `this->`
        t = obj.type.get_canonical()
        rest = data[obj.extent.end.offset:accesses[i].extent.end.offset].lstrip()
        arrow = rest.startswith(b"->")
        if arrow and t.kind.name == "POINTER":
            t = t.get_pointee().get_canonical()
        rule = finder.fields.get(f"{t.get_declaration().spelling}::{'.'.join(names[i:])}")
        if rule is None:
            continue
        start, end = obj.extent.end.offset, cursor.extent.end.offset
        op_start = start + data[start:end].index(b"->" if arrow else b".")
        where = accesses[i].location
        finder.field_reads.append(FieldRead(obj.extent.start.offset, op_start, end, arrow, rule,
                                          finder.in_expansion(obj.extent.start.offset, end),
                                          where.line, where.column))
        finder.field_inner.update(finder.lib.clang_hashCursor(a) for a in accesses[:-1])
        return


def dependent_read(finder, cursor) -> None:
    """A member read in a template on an object whose type depends on its parameters (the parse cannot name
    the member: its name is the token after the `.`/`->`), of a `field` rule with a `dependent` helper."""
    if cursor.type.kind.name != "DEPENDENT":
        return  # a read the parse resolved without naming it (threadIdx.x, a property)
    obj = next(iter(cursor.get_children()), None)
    if obj is None:
        return  # an implicit `this->`
    data = finder.data
    start, end = obj.extent.end.offset, cursor.extent.end.offset
    m = re.match(rb"\s*(\.|->)\s*([A-Za-z_]\w*)\s*\Z", data[start:end])
    if m is None:
        return
    rule = finder.dependent_fields.get(m.group(2).decode())
    if rule is None or re.match(rb"\s*[(<]", data[end:end + 64]):
        return  # another member, or one that is called (`v.x()`) or a template
    where = cursor.extent.start
    finder.field_reads.append(FieldRead(obj.extent.start.offset, start + m.start(1), end, m.group(1) == b"->",
                                      rule, finder.in_expansion(obj.extent.start.offset, end), where.line,
                                      where.column, dependent=True))
