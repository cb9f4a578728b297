// The module's memchr, memcmp and strlen, 16 bytes a step with WebAssembly's 128-bit SIMD.
// Emscripten's C library (musl) takes 4 bytes a step for memchr and strlen and, unless
// both pointers are aligned, one byte a step for memcmp, where glibc uses AVX2 natively:
// together they were about 11% of the module's batch profile (extraction's scans, the SVG
// document's index, CSS names, the batch line's task), bench/README.md "WebAssembly build
// flags". Defined here, they take the C library's place for every caller in the module
// (libc++'s string searches included); the linker takes a definition from an object
// before it looks in libc.a. Tested by wasm/string_functions_test.cpp (tests/js/).
//
// Loads never go past the bytes asked for, except strlen's, which reads whole aligned
// 16-byte blocks: a block that holds one byte of the string lies inside the same 64 KiB
// page of linear memory, so it cannot reach past the memory's end.
#include <cstddef>
#include <cstdint>

#include <wasm_simd128.h>

namespace {

// The index of the first set bit of a 16-lane mask (one bit per byte lane).
inline unsigned first_lane(std::uint32_t mask) { return static_cast<unsigned>(__builtin_ctz(mask)); }

}  // namespace

extern "C" {

void* memchr(const void* s, int c, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(s);
    const auto byte = static_cast<unsigned char>(c);
    const v128_t needle = wasm_i8x16_splat(static_cast<std::int8_t>(byte));
    for (; n >= 16; n -= 16, p += 16) {
        const std::uint32_t hits = wasm_i8x16_bitmask(wasm_i8x16_eq(wasm_v128_load(p), needle));
        if (hits) return const_cast<unsigned char*>(p + first_lane(hits));
    }
    for (; n; --n, ++p)
        if (*p == byte) return const_cast<unsigned char*>(p);
    return nullptr;
}

int memcmp(const void* a, const void* b, std::size_t n) {
    const auto* l = static_cast<const unsigned char*>(a);
    const auto* r = static_cast<const unsigned char*>(b);
    for (; n >= 16; n -= 16, l += 16, r += 16) {
        const std::uint32_t differ = wasm_i8x16_bitmask(wasm_i8x16_ne(wasm_v128_load(l), wasm_v128_load(r)));
        if (differ) {
            const unsigned i = first_lane(differ);
            return l[i] - r[i];
        }
    }
    // Most calls compare short names (string_view's ==): 8 bytes at a step before the last
    // few. The lowest differing byte of the two little-endian words is the first.
    for (; n >= 8; n -= 8, l += 8, r += 8) {
        std::uint64_t x, y;
        __builtin_memcpy(&x, l, 8);   // a load: the builtin stays one under -fno-builtin
        __builtin_memcpy(&y, r, 8);
        if (x != y) {
            const unsigned i = static_cast<unsigned>(__builtin_ctzll(x ^ y)) / 8;
            return l[i] - r[i];
        }
    }
    for (; n; --n, ++l, ++r)
        if (*l != *r) return *l - *r;
    return 0;
}

// LLVM turns memcmp(...) == 0 into bcmp, which musl answers with its own memcmp.
int bcmp(const void* a, const void* b, std::size_t n) { return memcmp(a, b, n); }

std::size_t strlen(const char* s) {
    const auto address = reinterpret_cast<std::uintptr_t>(s);
    const auto* block = reinterpret_cast<const unsigned char*>(address & ~std::uintptr_t{15});
    const unsigned skip = static_cast<unsigned>(address & 15);
    const v128_t zero = wasm_i8x16_splat(0);
    // The first block's lanes before s are masked off.
    std::uint32_t nul = wasm_i8x16_bitmask(wasm_i8x16_eq(wasm_v128_load(block), zero)) >> skip << skip;
    while (!nul) {
        block += 16;
        nul = wasm_i8x16_bitmask(wasm_i8x16_eq(wasm_v128_load(block), zero));
    }
    return static_cast<std::size_t>(block + first_lane(nul) - reinterpret_cast<const unsigned char*>(s));
}

}  // extern "C"
