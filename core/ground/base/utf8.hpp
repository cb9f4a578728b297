// Untrusted text made safe to embed in output that must be UTF-8 (JSON, XML).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace plumbline {

// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD.
std::string valid_utf8(std::string_view text);

// The length of the well-formed UTF-8 sequence starting at text[i] (RFC 3629's table: no
// overlong forms, no encoded surrogates, nothing past U+10FFFF; 1 for ASCII), or 0.
size_t utf8_sequence_length(std::string_view text, size_t i);

// Appends code point `cp` as UTF-8; what no text may hold (0, a surrogate, past U+10FFFF)
// as U+FFFD, as HTML's character references and Graphviz's entities give it.
void append_utf8(std::string& out, std::uint32_t cp);

}  // namespace plumbline
