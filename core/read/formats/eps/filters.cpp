// The decode filters (filters.hpp), each a loop over its input bounded by the input's and
// the output's sizes.
#include "formats/eps/filters.hpp"

#include "formats/eps/inflate.hpp"

#include <vector>

namespace plumbline::eps {

namespace {

bool white(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0; }

int hex_value(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

FilterResult ascii_hex(std::string_view in, size_t max_out, std::string* out, size_t* consumed) {
    int high = -1;
    size_t k = 0;
    for (; k < in.size(); ++k) {
        const auto c = static_cast<unsigned char>(in[k]);
        if (c == '>') {
            ++k;
            break;
        }
        if (white(c)) continue;
        const int v = hex_value(c);
        if (v < 0) {
            *consumed = k;
            return FilterResult::Corrupt;
        }
        if (high < 0) {
            high = v;
        } else {
            if (out->size() >= max_out) return FilterResult::TooLarge;
            out->push_back(static_cast<char>(high * 16 + v));
            high = -1;
        }
    }
    if (high >= 0) out->push_back(static_cast<char>(high * 16));
    *consumed = k;
    return FilterResult::Ok;
}

FilterResult ascii85(std::string_view in, size_t max_out, std::string* out, size_t* consumed) {
    std::uint32_t group = 0;
    int n = 0;
    size_t k = 0;
    bool ended = false;
    for (; k < in.size(); ++k) {
        const auto c = static_cast<unsigned char>(in[k]);
        if (white(c)) continue;
        if (c == '~') {
            k += (k + 1 < in.size() && in[k + 1] == '>') ? 2 : 1;
            ended = true;
            break;
        }
        if (out->size() + 4 > max_out) return FilterResult::TooLarge;
        if (c == 'z' && n == 0) {
            out->append(4, '\0');
            continue;
        }
        if (c < '!' || c > 'u') {
            *consumed = k;
            return FilterResult::Corrupt;
        }
        group = group * 85 + (c - '!');
        if (++n == 5) {
            for (int s = 24; s >= 0; s -= 8) out->push_back(static_cast<char>((group >> s) & 0xFF));
            group = 0;
            n = 0;
        }
    }
    if (n > 1) {   // a final partial group: padded with 'u', n - 1 bytes kept
        for (int p = n; p < 5; ++p) group = group * 85 + 84;
        for (int b = 0; b < n - 1; ++b) out->push_back(static_cast<char>((group >> (24 - 8 * b)) & 0xFF));
    }
    (void)ended;
    *consumed = k;
    return FilterResult::Ok;
}

FilterResult run_length(std::string_view in, size_t max_out, std::string* out, size_t* consumed) {
    size_t k = 0;
    while (k < in.size()) {
        const auto len = static_cast<unsigned char>(in[k++]);
        if (len == 128) break;
        if (len < 128) {
            const size_t n = std::min<size_t>(len + 1u, in.size() - k);
            if (out->size() + n > max_out) return FilterResult::TooLarge;
            out->append(in.substr(k, n));
            k += n;
        } else {
            if (k >= in.size()) break;
            const size_t n = 257u - len;
            if (out->size() + n > max_out) return FilterResult::TooLarge;
            out->append(n, in[k++]);
        }
    }
    *consumed = k;
    return FilterResult::Ok;
}

// LZW as PostScript has it: codes of 9 to 12 bits, most significant bit first, 256 clears
// the table, 257 ends the data; with EarlyChange the width grows one code early.
FilterResult lzw(std::string_view in, bool early, size_t max_out, std::string* out, size_t* consumed) {
    std::vector<std::string> table;
    const auto reset = [&] {
        table.assign(258, std::string());
        for (int c = 0; c < 256; ++c) table[static_cast<size_t>(c)] = std::string(1, static_cast<char>(c));
    };
    reset();
    int width = 9;
    std::uint32_t bits = 0;
    int nbits = 0;
    size_t k = 0;
    std::string previous;
    bool have_previous = false;
    while (true) {
        while (nbits < width && k < in.size()) {
            bits = (bits << 8) | static_cast<unsigned char>(in[k++]);
            nbits += 8;
        }
        if (nbits < width) break;
        const std::uint32_t code = (bits >> (nbits - width)) & ((1u << width) - 1);
        nbits -= width;
        if (code == 256) {
            reset();
            width = 9;
            have_previous = false;
            continue;
        }
        if (code == 257) break;
        std::string entry;
        if (code < table.size() && (code < 258 || !table[code].empty())) {
            entry = table[code];
        } else if (code == table.size() && have_previous) {
            entry = previous + previous[0];
        } else {
            *consumed = k;
            return FilterResult::Corrupt;
        }
        if (out->size() + entry.size() > max_out) return FilterResult::TooLarge;
        out->append(entry);
        if (have_previous && table.size() < 4096) table.push_back(previous + entry[0]);
        previous = std::move(entry);
        have_previous = true;
        const size_t next = table.size() + (early ? 1 : 0);
        if (next >= 4096) width = 12;
        else if (next >= 2048) width = 12;
        else if (next >= 1024) width = 11;
        else if (next >= 512) width = 10;
        else width = 9;
    }
    *consumed = k;
    return FilterResult::Ok;
}

FilterResult sub_file(const FilterParams& p, std::string_view in, size_t max_out, std::string* out, size_t* consumed) {
    size_t end = in.size();
    if (p.eod_string.empty()) {
        if (p.eod_count > 0) end = std::min(in.size(), static_cast<size_t>(p.eod_count));
    } else {
        size_t from = 0;
        for (long seen = 0;; ++seen) {
            const size_t at = in.find(p.eod_string, from);
            if (at == std::string_view::npos) break;
            if (seen >= p.eod_count) {
                end = at;
                break;
            }
            from = at + p.eod_string.size();
        }
    }
    if (end > max_out) return FilterResult::TooLarge;
    out->append(in.substr(0, end));
    *consumed = p.eod_string.empty() ? end : std::min(in.size(), end + p.eod_string.size());
    return FilterResult::Ok;
}

// DCTDecode: the JPEG data is skipped to its end-of-image marker; nothing is decoded (the
// image it feeds is skipped too).
FilterResult dct_skip(std::string_view in, size_t* consumed) {
    const size_t at = in.find("\xFF\xD9");
    *consumed = at == std::string_view::npos ? in.size() : at + 2;
    return FilterResult::Ok;
}

}  // namespace

FilterResult decode_filter(std::string_view name, const FilterParams& params, std::string_view in, size_t max_out,
                           std::string* out, size_t* consumed) {
    *consumed = 0;
    if (name == "ASCIIHexDecode" || name == "AHx") return ascii_hex(in, max_out, out, consumed);
    if (name == "ASCII85Decode" || name == "A85") return ascii85(in, max_out, out, consumed);
    if (name == "RunLengthDecode" || name == "RL") return run_length(in, max_out, out, consumed);
    if (name == "LZWDecode" || name == "LZW") return lzw(in, params.early_change, max_out, out, consumed);
    if (name == "SubFileDecode") return sub_file(params, in, max_out, out, consumed);
    if (name == "DCTDecode" || name == "DCT") return dct_skip(in, consumed);
    if (name == "FlateDecode" || name == "Fl") {
        const InflateResult r = inflate(in, max_out, out, consumed);
        return r == InflateResult::Ok ? FilterResult::Ok
               : r == InflateResult::TooLarge ? FilterResult::TooLarge : FilterResult::Corrupt;
    }
    return FilterResult::Unknown;
}

}  // namespace plumbline::eps
