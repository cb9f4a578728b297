// An inflater after RFC 1951 (the canonical-Huffman decoding of Mark Adler's puff.c):
// stored, fixed and dynamic blocks. Every loop is bounded by the input (each step reads at
// least one bit or ends) or by the output budget; a code read past the input is Corrupt.
#include "formats/eps/inflate.hpp"

#include <array>
#include <cstdint>

namespace plumbline::eps {

namespace {

constexpr int kMaxBits = 15;
constexpr int kMaxLitLen = 288;
constexpr int kMaxDist = 30;

struct Bits {
    std::string_view in;
    size_t pos = 0;      // next byte
    std::uint32_t buf = 0;
    int count = 0;       // bits in buf
    bool past_end = false;

    // n bits (n <= 16), least significant first; past the input: zeros and past_end.
    int need(int n) {
        while (count < n) {
            if (pos >= in.size()) {
                past_end = true;
                return 0;
            }
            buf |= static_cast<std::uint32_t>(static_cast<unsigned char>(in[pos++])) << count;
            count += 8;
        }
        const int v = static_cast<int>(buf & ((1u << n) - 1));
        buf >>= n;
        count -= n;
        return v;
    }
    void align() {
        buf = 0;
        count = 0;
    }
};

struct Huffman {
    std::array<short, kMaxBits + 1> count{};
    std::array<short, kMaxLitLen> symbol{};
};

// Builds the decoding tables from code lengths; false for an over-subscribed set.
bool build(Huffman* h, const short* lengths, int n) {
    h->count.fill(0);
    for (int s = 0; s < n; ++s) h->count[lengths[s]]++;
    if (h->count[0] == n) return true;   // no codes: only an error if one is decoded
    int left = 1;
    for (int len = 1; len <= kMaxBits; ++len) {
        left <<= 1;
        left -= h->count[len];
        if (left < 0) return false;
    }
    std::array<short, kMaxBits + 1> offs{};
    for (int len = 1; len < kMaxBits; ++len) offs[len + 1] = static_cast<short>(offs[len] + h->count[len]);
    for (int s = 0; s < n; ++s)
        if (lengths[s] != 0) h->symbol[offs[lengths[s]]++] = static_cast<short>(s);
    return true;
}

// One symbol; -1 when the code is not in the table or the input ended.
int decode(Bits& b, const Huffman& h) {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= kMaxBits; ++len) {
        code |= b.need(1);
        if (b.past_end) return -1;
        const int cnt = h.count[len];
        if (code - cnt < first) return h.symbol[index + (code - first)];
        index += cnt;
        first += cnt;
        first <<= 1;
        code <<= 1;
    }
    return -1;
}

constexpr short kLenBase[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr short kLenExtra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr short kDistBase[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr short kDistExtra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

InflateResult codes(Bits& b, const Huffman& lit, const Huffman& dist, size_t max_out, std::string* out) {
    for (;;) {
        const int sym = decode(b, lit);
        if (sym < 0) return InflateResult::Corrupt;
        if (sym < 256) {
            if (out->size() >= max_out) return InflateResult::TooLarge;
            out->push_back(static_cast<char>(sym));
            continue;
        }
        if (sym == 256) return InflateResult::Ok;
        const int li = sym - 257;
        if (li >= 29) return InflateResult::Corrupt;
        const int len = kLenBase[li] + b.need(kLenExtra[li]);
        const int ds = decode(b, dist);
        if (ds < 0 || ds >= kMaxDist) return InflateResult::Corrupt;
        const size_t d = static_cast<size_t>(kDistBase[ds] + b.need(kDistExtra[ds]));
        if (b.past_end || d > out->size()) return InflateResult::Corrupt;
        if (out->size() + static_cast<size_t>(len) > max_out) return InflateResult::TooLarge;
        const size_t from = out->size() - d;
        for (int k = 0; k < len; ++k) out->push_back((*out)[from + static_cast<size_t>(k)]);
    }
}

InflateResult fixed_block(Bits& b, size_t max_out, std::string* out) {
    static Huffman lit, dist;
    static const bool made = [] {
        short lengths[kMaxLitLen];
        int s = 0;
        for (; s < 144; ++s) lengths[s] = 8;
        for (; s < 256; ++s) lengths[s] = 9;
        for (; s < 280; ++s) lengths[s] = 7;
        for (; s < kMaxLitLen; ++s) lengths[s] = 8;
        build(&lit, lengths, kMaxLitLen);
        for (s = 0; s < kMaxDist; ++s) lengths[s] = 5;
        build(&dist, lengths, kMaxDist);
        return true;
    }();
    (void)made;
    return codes(b, lit, dist, max_out, out);
}

InflateResult dynamic_block(Bits& b, size_t max_out, std::string* out) {
    static constexpr short kOrder[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    const int nlen = b.need(5) + 257, ndist = b.need(5) + 1, ncode = b.need(4) + 4;
    if (b.past_end || nlen > 286 || ndist > kMaxDist) return InflateResult::Corrupt;
    short lengths[kMaxLitLen + kMaxDist] = {};
    for (int k = 0; k < ncode; ++k) lengths[kOrder[k]] = static_cast<short>(b.need(3));
    Huffman lencode;
    if (b.past_end || !build(&lencode, lengths, 19)) return InflateResult::Corrupt;
    int index = 0;
    while (index < nlen + ndist) {
        int sym = decode(b, lencode);
        if (sym < 0) return InflateResult::Corrupt;
        if (sym < 16) {
            lengths[index++] = static_cast<short>(sym);
            continue;
        }
        short len = 0;
        int repeat;
        if (sym == 16) {
            if (index == 0) return InflateResult::Corrupt;
            len = lengths[index - 1];
            repeat = 3 + b.need(2);
        } else if (sym == 17) {
            repeat = 3 + b.need(3);
        } else {
            repeat = 11 + b.need(7);
        }
        if (b.past_end || index + repeat > nlen + ndist) return InflateResult::Corrupt;
        while (repeat-- > 0) lengths[index++] = len;
    }
    if (lengths[256] == 0) return InflateResult::Corrupt;
    Huffman lit, dist;
    if (!build(&lit, lengths, nlen) || !build(&dist, lengths + nlen, ndist)) return InflateResult::Corrupt;
    return codes(b, lit, dist, max_out, out);
}

InflateResult stored_block(Bits& b, size_t max_out, std::string* out) {
    b.align();
    if (b.pos + 4 > b.in.size()) return InflateResult::Corrupt;
    const auto byte = [&](size_t k) { return static_cast<unsigned>(static_cast<unsigned char>(b.in[b.pos + k])); };
    const unsigned len = byte(0) | (byte(1) << 8), nlen = byte(2) | (byte(3) << 8);
    if (len != (~nlen & 0xFFFFu)) return InflateResult::Corrupt;
    b.pos += 4;
    if (b.pos + len > b.in.size()) return InflateResult::Corrupt;
    if (out->size() + len > max_out) return InflateResult::TooLarge;
    out->append(b.in.substr(b.pos, len));
    b.pos += len;
    return InflateResult::Ok;
}

}  // namespace

InflateResult inflate(std::string_view in, size_t max_out, std::string* out, size_t* consumed) {
    Bits b;
    b.in = in;
    bool zlib = false;
    if (in.size() >= 2) {
        const unsigned cmf = static_cast<unsigned char>(in[0]), flg = static_cast<unsigned char>(in[1]);
        zlib = (cmf & 0x0F) == 8 && (cmf >> 4) <= 7 && ((cmf << 8) | flg) % 31 == 0;
        if (zlib) {
            b.pos = (flg & 0x20) ? 6 : 2;   // a preset dictionary's id is skipped (none is given)
        }
    }
    InflateResult r = InflateResult::Ok;
    for (;;) {
        const int last = b.need(1);
        const int type = b.need(2);
        if (b.past_end) {
            r = InflateResult::Corrupt;
            break;
        }
        if (type == 0) r = stored_block(b, max_out, out);
        else if (type == 1) r = fixed_block(b, max_out, out);
        else if (type == 2) r = dynamic_block(b, max_out, out);
        else r = InflateResult::Corrupt;
        if (r != InflateResult::Ok || last) break;
    }
    size_t end = b.pos - static_cast<size_t>(b.count / 8);   // whole unread bytes go back
    if (r == InflateResult::Ok && zlib) end += 4;               // the Adler-32 trailer
    *consumed = end < in.size() ? end : in.size();
    return r;
}

}  // namespace plumbline::eps
