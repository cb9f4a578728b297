#!/usr/bin/env python3
"""Test vectors for the EPS reader's inflater (core/read/formats/eps/inflate.cpp), made by
Debian's zlib through /usr/bin/python3's zlib module (dev only). Prints the C++ table that
tests/unit/read/eps_inflate_test.cpp holds; run it again to see the vectors are zlib's.

    /usr/bin/python3 scripts/dev/eps_inflate_vectors.py
"""
import zlib


def text():
    # Repetitive and varied: long matches, short matches, literals, every byte value.
    lines = [f"{i * 37 % 500} {i * 11 % 300} moveto {i % 7} {i % 13} rlineto stroke\n" for i in range(60)]
    return ("".join(lines)).encode() + bytes(range(256))


def raw(data, level, strategy=zlib.Z_DEFAULT_STRATEGY):
    c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    return c.compress(data) + c.flush()


def main():
    data = text()
    cases = [
        ("zlib level 0 (stored blocks)", zlib.compress(data, 0)),
        ("zlib level 1", zlib.compress(data, 1)),
        ("zlib level 9 (dynamic blocks)", zlib.compress(data, 9)),
        ("raw deflate, fixed codes", raw(data, 9, zlib.Z_FIXED)),
        ("raw deflate, Huffman only", raw(data, 9, zlib.Z_HUFFMAN_ONLY)),
        ("raw deflate, run-length", raw(data, 9, zlib.Z_RLE)),
        ("zlib of 70000 a (one long run)", zlib.compress(b"a" * 70000, 9)),
        ("zlib of nothing", zlib.compress(b"", 9)),
    ]
    print("// made by scripts/dev/eps_inflate_vectors.py (zlib %s)" % zlib.ZLIB_VERSION)
    for name, comp in cases:
        print('{"%s", "%s",' % (name, comp.hex()))
        print('  %d, 0x%08x},' % (len(zlib.decompress(comp, -15 if name.startswith("raw") else 15)),
                                  zlib.crc32(zlib.decompress(comp, -15 if name.startswith("raw") else 15))))


if __name__ == "__main__":
    main()
