// How many bytes from `p` on need no look when written into or read from a JSON string:
// printable ASCII other than '"' and '\'. Tested 8 at a time on a 64-bit word
// (has-zero-byte and has-byte-less-than: a false positive only ever follows a true one, so
// the lowest flagged byte is the first that needs a look). Text is mostly such bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace plumbline {

// Flags (the high bit of each byte) the bytes of `v` that are not plain.
inline std::uint64_t unplain_bytes(std::uint64_t v) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
    const auto has_zero = [](std::uint64_t x) { return (x - kOnes) & ~x & kHighs; };
    return ((v - kOnes * 0x20) & ~v & kHighs) | (v & kHighs) | has_zero(v ^ (kOnes * '"')) |
           has_zero(v ^ (kOnes * '\\'));
}

inline size_t plain_prefix(const char* p, const char* end) {
    const char* const start = p;
    while (end - p >= 8) {
        std::uint64_t v;
        std::memcpy(&v, p, 8);
        if (const std::uint64_t flags = unplain_bytes(v)) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            p += __builtin_ctzll(flags) >> 3;   // the first byte in memory is the lowest
#endif
            return static_cast<size_t>(p - start);
        }
        p += 8;
    }
    return static_cast<size_t>(p - start);
}

// Whether every byte of `text` is plain.
inline bool is_plain(std::string_view text) {
    size_t i = plain_prefix(text.data(), text.data() + text.size());
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') return false;
        ++i;
    }
    return true;
}

}  // namespace plumbline
