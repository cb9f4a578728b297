// PostScript's decode filters over bytes: ASCIIHexDecode, ASCII85Decode, RunLengthDecode,
// LZWDecode, SubFileDecode, FlateDecode (inflate.hpp; and DCTDecode skipped to its end).
// Each reads from `in` until its end-of-data mark (or the end of `in`), appends at most
// `max_out` bytes to *out and says how many bytes of `in` it consumed. CCITTFaxDecode and
// the others are Unknown.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace plumbline::eps {

struct FilterParams {
    long eod_count = 0;        // SubFileDecode
    std::string eod_string;    // SubFileDecode
    bool early_change = true;  // LZWDecode's EarlyChange (1, the default)
};

enum class FilterResult { Ok, Unknown, Corrupt, TooLarge };

FilterResult decode_filter(std::string_view name, const FilterParams& params, std::string_view in, size_t max_out,
                           std::string* out, size_t* consumed);

}  // namespace plumbline::eps
