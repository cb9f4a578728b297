// ASCII case folding and character classes, as <cctype> gives them in the C locale but
// inline: readers test characters in their inner loops, where a library call per character
// shows, and none of their syntax depends on the locale.
#pragma once

namespace plumbline {

inline char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

inline bool ascii_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

}  // namespace plumbline
