// The strict JSON scanner the batch line is read with (pipeline/line_fields.cpp) and a
// task is built into a tree with (pipeline/json_tree.cpp): strings decoded exactly as
// nlohmann's lexer decodes them, other values delimited without a parse.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "base/plain_bytes.hpp"
#include "base/same_bytes.hpp"
#include "base/utf8.hpp"

namespace plumbline {

class Scanner {
public:
    Scanner(std::string_view text, int max_depth)
        : p_(text.data()), end_(text.data() + text.size()), max_depth_(max_depth) {}

    void skip_space() {
        while (p_ < end_ && (*p_ == ' ' || *p_ == '\t' || *p_ == '\n' || *p_ == '\r')) ++p_;
    }
    bool at_end() const { return p_ == end_; }
    bool eat(char c) {
        if (p_ < end_ && *p_ == c) {
            ++p_;
            return true;
        }
        return false;
    }
    const char* position() const { return p_; }

    // A member name without escapes (anything else is left to the full parser).
    bool plain_name(std::string_view& out) {
        if (!eat('"')) return false;
        const char* start = p_;
        while (p_ < end_ && *p_ != '"') {
            const unsigned char c = static_cast<unsigned char>(*p_);
            if (c == '\\' || c < 0x20 || c >= 0x80) return false;
            ++p_;
        }
        if (p_ == end_) return false;
        out = std::string_view(start, static_cast<size_t>(p_ - start));
        ++p_;
        return true;
    }

    // Delimits one value (objects and arrays by bracket matching, strings by their closing
    // quote) without checking it; `depth` is the value's own nesting level.
    bool skip_value(int depth) {
        if (p_ == end_) return false;
        const char c = *p_;
        if (c == '"') return skip_string();
        if (c != '{' && c != '[') {
            // A number or literal: runs to the next delimiter.
            const char* start = p_;
            while (p_ < end_ && *p_ != ',' && *p_ != '}' && *p_ != ']' && *p_ != ' ' && *p_ != '\t' &&
                   *p_ != '\n' && *p_ != '\r')
                ++p_;
            return p_ > start;
        }
        int level = depth;
        if (level > max_depth_) return false;
        ++p_;
        while (p_ < end_) {
            const char d = *p_;
            if (d == '"') {
                if (!skip_string()) return false;
                continue;
            }
            ++p_;
            if (d == '{' || d == '[') {
                if (++level > max_depth_) return false;
            } else if (d == '}' || d == ']') {
                if (--level < depth) return true;
            }
        }
        return false;
    }

    // Steps over `text` when the input continues with exactly it.
    bool skip_known(std::string_view text) {
        if (text.empty() || static_cast<size_t>(end_ - p_) < text.size() ||
            !same_bytes(p_, text.data(), text.size()))
            return false;
        p_ += text.size();
        return true;
    }

    // A string decoded with nlohmann's rules: no raw control characters, the JSON escapes,
    // \u surrogates only in pairs, and well-formed UTF-8 (no overlong forms, no encoded
    // surrogates, nothing past U+10FFFF). Written straight into `out`, sized for the
    // worst case first (decoding never lengthens), so a run costs one memcpy.
    bool decode_string(std::string& out) {
        if (!eat('"')) return false;
        out.resize(static_cast<size_t>(end_ - p_));
        return decode_rest(out);
    }

    // The same for a string among other values: its output sized to its own text (found
    // first by the quote scan), not to the rest of the input.
    bool decode_string_here(std::string& out) {
        if (!eat('"')) return false;
        const char* start = p_;
        --p_;
        if (!skip_string()) return false;
        const size_t raw = static_cast<size_t>(p_ - start);
        p_ = start;
        out.resize(raw + 8);   // room for copy_plain_words' last word
        return decode_rest(out);
    }

    // A number's text as RFC 8259 writes one; false, and nothing consumed, for anything else.
    bool number(std::string_view& out) {
        const char* start = p_;
        const auto digits = [&] {
            const char* from = p_;
            while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
            return p_ > from;
        };
        eat('-');
        if (eat('0')) {
        } else if (!digits()) {
            p_ = start;
            return false;
        }
        if (eat('.') && !digits()) {
            p_ = start;
            return false;
        }
        if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
            ++p_;
            if (!eat('+')) eat('-');
            if (!digits()) {
                p_ = start;
                return false;
            }
        }
        out = std::string_view(start, static_cast<size_t>(p_ - start));
        return true;
    }

    // Steps over `word` (true, false, null) when the input continues with it.
    bool literal(std::string_view word) {
        if (static_cast<size_t>(end_ - p_) < word.size() || std::memcmp(p_, word.data(), word.size()) != 0) return false;
        p_ += word.size();
        return true;
    }

private:
    bool decode_rest(std::string& out) {
        w_ = &out[0];
        const bool ok = decode_into();
        out.resize(ok ? static_cast<size_t>(w_ - out.data()) : 0);
        return ok;
    }

    bool decode_into() {
        for (;;) {
            copy_plain_words();
            while (p_ < end_) {
                const unsigned char c = static_cast<unsigned char>(*p_);
                if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
                *w_++ = static_cast<char>(c);
                ++p_;
            }
            if (p_ == end_) return false;
            const unsigned char c = static_cast<unsigned char>(*p_);
            if (c == '"') {
                ++p_;
                return true;
            }
            if (c < 0x20) return false;
            if (c == '\\') {
                if (!escape()) return false;
                continue;
            }
            if (!utf8_sequence()) return false;
        }
    }

    // Copies 8 bytes at a time while none of them needs a look (a control character, a
    // quote, a backslash or a non-ASCII byte: base/plain_bytes.hpp), then the plain bytes
    // before the first that does (the whole word is stored: the output has 8 bytes of room
    // past the string's text). An answer is mostly plain ASCII, and this pass is on every
    // line of a batch.
    void copy_plain_words() {
        while (end_ - p_ >= 8) {
            std::uint64_t v;
            std::memcpy(&v, p_, 8);
            std::memcpy(w_, &v, 8);
            if (const std::uint64_t flags = unplain_bytes(v)) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
                const int plain = __builtin_ctzll(flags) >> 3;   // the first byte in memory is the lowest
                w_ += plain;
                p_ += plain;
#endif
                return;
            }
            w_ += 8;
            p_ += 8;
        }
    }

    bool skip_string() {
        ++p_;   // the opening quote
        for (;;) {
            const void* hit = std::memchr(p_, '"', static_cast<size_t>(end_ - p_));
            if (!hit) return false;
            const char* quote = static_cast<const char*>(hit);
            // The quote closes the string unless an odd run of backslashes escapes it.
            const char* q = quote;
            while (q > p_ && q[-1] == '\\') --q;
            p_ = quote + 1;
            if (((quote - q) & 1) == 0) return true;
        }
    }

    bool hex4(unsigned& out) {
        if (end_ - p_ < 4) return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = *p_++;
            out <<= 4;
            if (h >= '0' && h <= '9') out |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f') out |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') out |= static_cast<unsigned>(h - 'A' + 10);
            else return false;
        }
        return true;
    }

    bool escape() {
        ++p_;   // the backslash
        if (p_ == end_) return false;
        const char e = *p_++;
        switch (e) {
            case '"': *w_++ = '"'; return true;
            case '\\': *w_++ = '\\'; return true;
            case '/': *w_++ = '/'; return true;
            case 'b': *w_++ = '\b'; return true;
            case 'f': *w_++ = '\f'; return true;
            case 'n': *w_++ = '\n'; return true;
            case 'r': *w_++ = '\r'; return true;
            case 't': *w_++ = '\t'; return true;
            case 'u': break;
            default: return false;
        }
        unsigned code;
        if (!hex4(code)) return false;
        if (code >= 0xDC00 && code <= 0xDFFF) return false;
        if (code >= 0xD800 && code <= 0xDBFF) {
            unsigned low;
            if (end_ - p_ < 2 || p_[0] != '\\' || p_[1] != 'u') return false;
            p_ += 2;
            if (!hex4(low) || low < 0xDC00 || low > 0xDFFF) return false;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        put_utf8(code);
        return true;
    }

    // A \u escape is 6 or 12 bytes of input and at most 4 of output: it fits.
    void put_utf8(unsigned code) {
        if (code < 0x80) {
            *w_++ = static_cast<char>(code);
        } else if (code < 0x800) {
            *w_++ = static_cast<char>(0xC0 | (code >> 6));
            *w_++ = static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            *w_++ = static_cast<char>(0xE0 | (code >> 12));
            *w_++ = static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            *w_++ = static_cast<char>(0x80 | (code & 0x3F));
        } else {
            *w_++ = static_cast<char>(0xF0 | (code >> 18));
            *w_++ = static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            *w_++ = static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            *w_++ = static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    // One multi-byte UTF-8 character, checked against RFC 3629's table of well-formed
    // sequences, copied as it is.
    bool utf8_sequence() {
        const size_t length = utf8_sequence_length(std::string_view(p_, static_cast<size_t>(end_ - p_)), 0);
        if (length == 0) return false;
        std::memcpy(w_, p_, static_cast<size_t>(length));
        w_ += length;
        p_ += length;
        return true;
    }

    const char* p_;
    const char* end_;
    int max_depth_;
    char* w_ = nullptr;   // where decode_string writes next
};


}  // namespace plumbline
