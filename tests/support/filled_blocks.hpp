// What the two allocator tests share (the module's malloc, wasm/small_blocks_test.cpp;
// plumb's operator new, tests/cli/small_blocks_test.cpp): a block filled with a byte of
// its own and checked before it is freed or moved, so that an overlap or a lost byte
// shows; failures printed (the first twenty) and counted, from any thread.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdio>

namespace filled {

struct Block {
    unsigned char* bytes = nullptr;
    std::size_t size = 0;
    unsigned char fill = 0;
};

inline bool intact(const Block& b) {
    for (std::size_t i = 0; i < b.size; ++i)
        if (b.bytes[i] != b.fill) return false;
    return true;
}

inline std::atomic<int> failures{0};

inline void fail(const char* what, std::size_t step, std::size_t size) {
    if (++failures <= 20) std::printf("%s at step %zu, size %zu\n", what, step, size);
}

}  // namespace filled
