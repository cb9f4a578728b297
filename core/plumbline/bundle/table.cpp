// The summary for a terminal and for Markdown pages: two tables padded to fixed width,
// accuracy by domain and format with models as rows (SSVG-Bench's Table 4), then each
// model's counts. Percentages are computed from the counts, never from rounded figures.
#include <algorithm>

#include "bundle/figures.hpp"
#include "bundle/tally.hpp"

namespace plumbline {

namespace {

using bundle::Tally;

using bundle::interval_text;
using bundle::markdown;
using bundle::mean_text;
using bundle::percent_text;

}  // namespace

namespace bundle {

std::string markdown(const std::vector<std::vector<std::string>>& table) {
    std::vector<size_t> width(table.front().size(), 3);
    for (const auto& row : table)
        for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
    const auto line = [&](const std::vector<std::string>& row) {
        std::string out = "|";
        for (size_t c = 0; c < row.size(); ++c) {
            const std::string pad(width[c] - row[c].size(), ' ');
            out += " " + (c == 0 ? row[c] + pad : pad + row[c]) + " |";
        }
        return out + "\n";
    };
    std::string out = line(table.front()) + "|";
    for (size_t c = 0; c < width.size(); ++c)
        out += c == 0 ? " :" + std::string(width[c] - 1, '-') + " |" : " " + std::string(width[c] - 1, '-') + ": |";
    out += "\n";
    for (size_t r = 1; r < table.size(); ++r) out += line(table[r]);
    return out;
}

}  // namespace bundle

std::string bundle_table(const std::vector<BundleRow>& rows) {
    const bundle::Tallies t = bundle::tally(rows);
    if (t.models.empty()) return "No results: the bundle has no models or no usable tasks.\n";

    std::vector<std::vector<std::string>> accuracy{{"model"}};
    for (size_t d = 0; d < t.domains.size(); ++d) {
        for (const auto& [domain, format] : t.columns)
            if (domain == t.domains[d]) accuracy[0].push_back(domain + " " + format);
        accuracy[0].push_back(t.domains[d]);
    }
    accuracy[0].push_back("all");
    for (const bundle::ModelTally& m : t.models) {
        std::vector<std::string> row{m.model};
        for (size_t d = 0; d < t.domains.size(); ++d) {
            for (size_t c = 0; c < t.columns.size(); ++c)
                if (t.columns[c].first == t.domains[d]) row.push_back(percent_text(m.cells[c].passes, m.cells[c].answers));
            row.push_back(percent_text(m.domains[d].passes, m.domains[d].answers));
        }
        row.push_back(percent_text(m.overall.passes, m.overall.answers));
        accuracy.push_back(std::move(row));
    }

    std::vector<std::vector<std::string>> counts{{"model", "tasks", "answered", "pass", "fail", "invalid", "missing",
                                                  "accuracy %", "95% CI", "mean score", "mean extraneous",
                                                  "with extraneous %", "readable %"}};
    for (const bundle::ModelTally& m : t.models) {
        const Tally& o = m.overall;
        counts.push_back({m.model, std::to_string(o.answers), std::to_string(o.answered()), std::to_string(o.passes),
                          std::to_string(o.fails), std::to_string(o.invalid), std::to_string(o.missing),
                          percent_text(o.passes, o.answers), interval_text(o.passes, o.answers),
                          mean_text(o.score_units, o.answers, 1e-4, 3), mean_text(o.extraneous, o.answered(), 1, 2),
                          percent_text(o.with_extraneous, o.answered()), percent_text(o.readable, o.drawn)});
    }

    return "Accuracy (%) by domain and format: passes over the usable tasks, unanswered tasks counted as failures.\n\n" +
           markdown(accuracy) + "\n" + markdown(counts) +
           "\n95% CI: the Wilson score interval of the accuracy. readable %: of the answers judged pass or fail (a\n"
           "drawing was read), the share whose layout section has no warning (docs/layout.md).\n";
}

}  // namespace plumbline
