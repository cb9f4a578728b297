// The summary as LaTeX tables for a paper (booktabs): the same two tables and the same
// digits as the Markdown one (bundle/table.cpp, bundle/figures.hpp), domains as column
// groups over their formats.
#include "bundle/figures.hpp"
#include "bundle/tally.hpp"

namespace plumbline {

namespace {

using bundle::Tally;

// Text set in a table cell: TeX's special characters as the commands that print them.
std::string tex(const std::string& text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
        case '\\': out += "\\textbackslash{}"; break;
        case '&': case '%': case '$': case '#': case '_': case '{': case '}': out += std::string("\\") + c; break;
        case '~': out += "\\textasciitilde{}"; break;
        case '^': out += "\\textasciicircum{}"; break;
        case '\n': case '\r': case '\t': out += ' '; break;
        default: out += c;
        }
    }
    return out;
}

std::string row(const std::vector<std::string>& cells) {
    std::string out;
    for (size_t i = 0; i < cells.size(); ++i) out += (i ? " & " : "") + cells[i];
    return out + " \\\\\n";
}

}  // namespace

std::string bundle_latex(const std::vector<BundleRow>& rows) {
    const bundle::Tallies t = bundle::tally(rows);
    std::string out =
        "% plumb bundle --latex. Needs \\usepackage{booktabs}. Accuracy (%): passes over the usable tasks,\n"
        "% unanswered tasks counted as failures; 95% CI: the Wilson score interval. Readable: of the answers\n"
        "% judged pass or fail (a drawing was read), the share whose layout section has no warning.\n";
    if (t.models.empty()) return out + "% No results: the bundle has no models or no usable tasks.\n";

    // Accuracy by domain and format: a column per format of a domain, then the domain's.
    std::vector<std::string> groups{""}, heads{"Model"}, rules;
    int column = 2;
    for (size_t d = 0; d < t.domains.size(); ++d) {
        int width = 0;
        for (const auto& [domain, format] : t.columns)
            if (domain == t.domains[d]) heads.push_back(tex(format)), ++width;
        heads.push_back("all"), ++width;
        groups.push_back("\\multicolumn{" + std::to_string(width) + "}{c}{" + tex(t.domains[d]) + "}");
        rules.push_back("\\cmidrule(lr){" + std::to_string(column) + "-" + std::to_string(column + width - 1) + "}");
        column += width;
    }
    heads.push_back("All");
    groups.push_back("");
    out += "\\begin{tabular}{l" + std::string(static_cast<size_t>(column - 1), 'r') + "}\n\\toprule\n" + row(groups);
    for (size_t i = 0; i < rules.size(); ++i) out += (i ? " " : "") + rules[i];
    out += "\n" + row(heads) + "\\midrule\n";
    for (const bundle::ModelTally& m : t.models) {
        std::vector<std::string> cells{tex(m.model)};
        for (size_t d = 0; d < t.domains.size(); ++d) {
            for (size_t c = 0; c < t.columns.size(); ++c)
                if (t.columns[c].first == t.domains[d])
                    cells.push_back(bundle::percent_text(m.cells[c].passes, m.cells[c].answers));
            cells.push_back(bundle::percent_text(m.domains[d].passes, m.domains[d].answers));
        }
        cells.push_back(bundle::percent_text(m.overall.passes, m.overall.answers));
        out += row(cells);
    }
    out += "\\bottomrule\n\\end{tabular}\n\n";

    // Each model's counts.
    out += "\\begin{tabular}{lrrrrrrrrr}\n\\toprule\n" +
           row({"Model", "Tasks", "Pass", "Fail", "Invalid", "Missing", "Accuracy (\\%)", "95\\% CI", "Mean score",
                "Readable (\\%)"}) +
           "\\midrule\n";
    for (const bundle::ModelTally& m : t.models) {
        const Tally& o = m.overall;
        std::string interval = bundle::interval_text(o.passes, o.answers);
        if (const size_t dash = interval.find('-'); dash != std::string::npos && dash > 0) interval.replace(dash, 1, "--");
        out += row({tex(m.model), std::to_string(o.answers), std::to_string(o.passes), std::to_string(o.fails),
                    std::to_string(o.invalid), std::to_string(o.missing), bundle::percent_text(o.passes, o.answers),
                    interval, bundle::mean_text(o.score_units, o.answers, 1e-4, 3),
                    bundle::percent_text(o.readable, o.drawn)});
    }
    return out + "\\bottomrule\n\\end{tabular}\n";
}

}  // namespace plumbline
