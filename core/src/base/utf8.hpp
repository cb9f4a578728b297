// Untrusted text made safe to embed in output that must be UTF-8 (JSON, XML).
#pragma once

#include <string>
#include <string_view>

namespace plumbline {

// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD.
std::string valid_utf8(std::string_view text);

}  // namespace plumbline
