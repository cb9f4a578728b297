#include "base/nearest_word.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace plumbline {

int edit_distance(std::string_view a, std::string_view b, int cap) {
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    if (std::abs(n - m) > cap) return cap + 1;
    // Three rows: the one before the previous is needed for transpositions.
    std::vector<int> before(static_cast<size_t>(m) + 1), previous(static_cast<size_t>(m) + 1), row(static_cast<size_t>(m) + 1);
    for (int j = 0; j <= m; ++j) previous[static_cast<size_t>(j)] = j;
    for (int i = 1; i <= n; ++i) {
        row[0] = i;
        int best = row[0];
        for (int j = 1; j <= m; ++j) {
            const size_t J = static_cast<size_t>(j);
            const int substitute = previous[J - 1] + (a[static_cast<size_t>(i - 1)] == b[J - 1] ? 0 : 1);
            int d = std::min({previous[J] + 1, row[J - 1] + 1, substitute});
            if (i > 1 && j > 1 && a[static_cast<size_t>(i - 1)] == b[J - 2] && a[static_cast<size_t>(i - 2)] == b[J - 1])
                d = std::min(d, before[J - 2] + 1);
            row[J] = d;
            best = std::min(best, d);
        }
        if (best > cap) return cap + 1;
        std::swap(before, previous);
        std::swap(previous, row);
    }
    return std::min(previous[static_cast<size_t>(m)], cap + 1);
}

std::string_view nearest_word(std::string_view word, const std::string_view* known, size_t count, int max_edits) {
    if (word.empty()) return {};
    const int cap = std::min(max_edits, std::max(1, (static_cast<int>(word.size()) + 1) / 3));
    std::string_view best;
    int best_distance = cap + 1;
    for (size_t i = 0; i < count; ++i) {
        const std::string_view k = known[i];
        const int d = edit_distance(word, k, best_distance - 1);
        if (d < best_distance && d > 0) {
            best = k;
            best_distance = d;
        }
    }
    return best;
}

}  // namespace plumbline
