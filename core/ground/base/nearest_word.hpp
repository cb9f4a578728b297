// The known word a mistyped one was most likely meant to be ("cirle" -> "circle",
// "stroke-widht" -> "stroke-width"), for diagnostics that say what to write instead.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string_view>

namespace plumbline {

// Edit distance with adjacent transpositions counted as one edit (optimal string
// alignment), stopping early once it must exceed `cap` (then cap + 1 is returned).
int edit_distance(std::string_view a, std::string_view b, int cap);

// The word of `known` closest to `word` within `max_edits` edits (and one edit per three
// letters of `word`, at least one, so that short words do not match everything); "" when
// none.
// Ties go to the earlier word of `known`.
std::string_view nearest_word(std::string_view word, const std::string_view* known, size_t count, int max_edits = 2);
inline std::string_view nearest_word(std::string_view word, std::initializer_list<std::string_view> known,
                                     int max_edits = 2) {
    return nearest_word(word, known.begin(), known.size(), max_edits);
}

}  // namespace plumbline
