// Checks the module's malloc, free, calloc and realloc (wasm/small_blocks.cpp): a long
// random run of allocations of every size class and past it, aligned ones among them, each
// block filled with its own byte and checked before it is freed or moved (an overlap or a
// lost byte shows), malloc's alignment (max_align_t), calloc's zeros, realloc keeping the bytes, a freed
// small block used again first. Built beside the module (build-wasm/small_blocks_test.js)
// and run by tests/js/module-libc.test.mjs; prints each failure, exits 1 if any.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <new>
#include <string>
#include <vector>

#include "support/filled_blocks.hpp"

extern "C" void* memalign(std::size_t alignment, std::size_t size);

namespace {

// Called through volatile pointers, so the compiler cannot pair or drop the calls itself.
void* (*volatile allocate)(std::size_t) = std::malloc;
void (*volatile release)(void*) = std::free;
void* (*volatile allocate_zeroed)(std::size_t, std::size_t) = std::calloc;
void* (*volatile resize)(void*, std::size_t) = std::realloc;
void* (*volatile allocate_aligned)(std::size_t, std::size_t) = memalign;

using filled::Block;
using filled::fail;
using filled::failures;
using filled::intact;

std::uint32_t state = 12345;
std::uint32_t next() { return state = state * 1664525u + 1013904223u; }

std::size_t random_size() {
    const std::uint32_t r = next() >> 8;
    if (r % 16 == 0) return 257 + r % 5000;   // past the small classes
    return r % 300;                           // every small class, 0 and the edges included
}

void random_run() {
    std::vector<Block> live(2000);
    for (std::size_t step = 0; step < 200000; ++step) {
        Block& b = live[(next() >> 8) % live.size()];
        if (b.bytes) {
            if (!intact(b)) fail("block changed while alive", step, b.size);
            if ((next() >> 8) % 4 == 0) {
                // Grown or shrunk in place or moved: the bytes it keeps stay.
                const std::size_t size = random_size();
                auto* moved = static_cast<unsigned char*>(resize(b.bytes, size));
                if (!moved) fail("realloc returned null", step, size);
                for (std::size_t i = 0; i < std::min(size, b.size); ++i)
                    if (moved[i] != b.fill) {
                        fail("realloc lost bytes", step, size);
                        break;
                    }
                b.bytes = moved;
                b.size = size;
                std::memset(b.bytes, b.fill, b.size);
                continue;
            }
            release(b.bytes);
            b.bytes = nullptr;
            continue;
        }
        b.size = random_size();
        b.fill = static_cast<unsigned char>(step % 251 + 1);
        const std::uint32_t how = (next() >> 8) % 8;
        if (how == 0) {
            b.bytes = static_cast<unsigned char*>(allocate_zeroed(1, b.size));
            for (std::size_t i = 0; b.bytes && i < b.size; ++i)
                if (b.bytes[i]) {
                    fail("calloc block not zero", step, b.size);
                    break;
                }
        } else if (how == 1) {
            b.bytes = static_cast<unsigned char*>(allocate_aligned(64, b.size));
            if (reinterpret_cast<std::uintptr_t>(b.bytes) % 64) fail("memalign block not aligned", step, b.size);
        } else {
            b.bytes = static_cast<unsigned char*>(allocate(b.size));
        }
        if (!b.bytes) {
            fail("allocation returned null", step, b.size);
            continue;
        }
        if (reinterpret_cast<std::uintptr_t>(b.bytes) % alignof(std::max_align_t)) fail("block not aligned", step, b.size);
        std::memset(b.bytes, b.fill, b.size);
    }
    for (Block& b : live)
        if (b.bytes) {
            if (!intact(b)) fail("block changed while alive", 0, b.size);
            release(b.bytes);
        }
}

// Run first, while the 40-byte class has no freed blocks: two blocks of it follow one
// another in its slab with no header between (dlmalloc's would be 48 bytes apart), so the
// module's malloc is this one, not the C library's.
void carved_from_a_slab() {
    auto* a = static_cast<unsigned char*>(allocate(40));
    auto* b = static_cast<unsigned char*>(allocate(40));
    if (b - a != 40) fail("two 40-byte blocks are not next to each other in a slab", 0, 40);
    release(b);
    release(a);
}

void reuse() {
    void* a = allocate(40);
    release(a);
    if (allocate(33) != a) fail("a freed block of the class is not used again first", 0, 33);
    release(a);
    if (allocate_zeroed(5, 0) == nullptr) fail("calloc of nothing returned null", 0, 0);
    std::size_t huge = ~std::size_t{0} / 2;
    if (allocate_zeroed(huge, 4) != nullptr) fail("calloc past size_t returned a block", 0, huge);
    release(nullptr);
    if (resize(nullptr, 20) == nullptr) fail("realloc of null returned null", 0, 20);
}

void containers() {
    // What the module's own code does most: short strings and small vectors.
    std::vector<std::string> words;
    for (int i = 0; i < 20000; ++i) words.push_back("word number " + std::to_string(i));
    for (int i = 0; i < 20000; i += 2) words[i].clear(), words[i].shrink_to_fit();
    for (int i = 1; i < 20000; i += 2)
        if (words[i] != "word number " + std::to_string(i)) fail("a string changed", i, words[i].size());
}

}  // namespace

int main() {
    carved_from_a_slab();
    random_run();
    reuse();
    containers();
    if (failures) {
        std::printf("%d failures\n", failures.load());
        return 1;
    }
    std::printf("malloc, free, calloc and realloc keep every block's bytes\n");
    return 0;
}
