// FlateDecode: a zlib stream (RFC 1950) or a bare DEFLATE stream (RFC 1951) inflated, as
// PostScript's FlateDecode filter reads what cairo, ps2write and pdftops write. Bounded by
// its input and by `max_out` bytes of output; no recursion, no allocation past the output.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace plumbline::eps {

enum class InflateResult { Ok, Corrupt, TooLarge };

// Inflates `in` (a 2-byte zlib header is read when present; the Adler-32 trailer is
// skipped, not checked) into *out; *consumed is the bytes of `in` up to the stream's end
// (its trailer included). Corrupt: what was inflated before the fault is kept in *out.
InflateResult inflate(std::string_view in, size_t max_out, std::string* out, size_t* consumed);

}  // namespace plumbline::eps
