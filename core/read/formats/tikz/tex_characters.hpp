// Which characters pdflatex typesets from UTF-8 input without extra packages: the ones
// LaTeX's utf8 support declares for the encodings a standalone + TikZ document loads (OT1,
// OML, OMS, TS1; T1's few extra letters are accepted too). Any other non-ASCII character
// in typeset text stops pdflatex ("Unicode character ... not set up for use with LaTeX").
// The table was measured with pdflatex from TeX Live 2022 (tex_characters.cpp says how).
#pragma once

#include <optional>
#include <string_view>

namespace plumbline::tikz {

struct UnsetCharacter {
    char32_t code = 0;
    size_t offset = 0;        // byte offset in the text
    size_t length = 0;        // its UTF-8 length
};

// The first character in `text` pdflatex would stop on, if any. Invalid UTF-8 counts too
// (pdflatex stops on it as well).
std::optional<UnsetCharacter> first_unset_character(std::string_view text);

}  // namespace plumbline::tikz
