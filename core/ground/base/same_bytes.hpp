// Whether two byte strings are equal. A batch compares each line's task (kilobytes) with
// the task it judged last: memcmp, glibc's natively and the module's own 16-byte-a-step one
// in WebAssembly (wasm/string_functions.cpp; musl's took one byte a step).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace plumbline {

// Whether the 8 bytes at a and b are equal: two loads and a comparison. memcmp(a, b, 8) is
// that natively, but a call into the C library in WebAssembly, whose compiler does not
// expand it.
inline bool same_8_bytes(const char* a, const char* b) {
    std::uint64_t x, y;
    std::memcpy(&x, a, 8);
    std::memcpy(&y, b, 8);
    return x == y;
}

inline bool same_bytes(const char* a, const char* b, size_t n) {
    return n == 0 || std::memcmp(a, b, n) == 0;
}

inline bool same_bytes(std::string_view a, std::string_view b) {
    return a.size() == b.size() && same_bytes(a.data(), b.data(), a.size());
}

}  // namespace plumbline
