// The chemfig corpus (tests/corpus/chemfig/: answers written as models write them, each
// compiled by pdflatex): every answer's recorded reading in outcomes.tsv (read or error,
// the first error's line, the codes by severity, the items by kind) must be what the reader
// reads now. scripts/dev/chemfig_corpus.py measure records them, with pdflatex's verdict and
// the ink F-score against pdflatex's page, which this test cannot recompute without TeX.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "formats/chemfig/chemfig_blocks.hpp"

namespace fs = std::filesystem;
using namespace plumbline;

namespace {

const fs::path kCorpus = fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "corpus" / "chemfig";

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> split(const std::string& line, char sep) {
    std::vector<std::string> out;
    std::string cell;
    std::istringstream in(line);
    while (std::getline(in, cell, sep)) out.push_back(cell);
    return out;
}

std::string join(const std::set<std::string>& s) {
    std::string out;
    for (const std::string& x : s) out += (out.empty() ? "" : ",") + x;
    return out.empty() ? "-" : out;
}

// The columns chemfig_corpus.py's summary() writes.
std::map<std::string, std::string> reading(const std::string& text) {
    const ReadResult r = read_chemfig(text, "candidate");
    std::set<std::string> errors, warnings;
    int line = 0;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.severity == Severity::Error) {
            if (errors.empty()) line = d.span.line;
            errors.insert(d.code);
        }
        if (d.severity == Severity::Warning) warnings.insert(d.code);
    }
    std::map<std::string, int> kinds;
    for (size_t i = 0; i < r.scene.items.size(); ++i)
        if (r.scene.items[i].is_primary(static_cast<int>(i))) ++kinds[to_string(r.scene.items[i].kind())];
    std::string items;
    for (const auto& [k, n] : kinds) items += (items.empty() ? "" : " ") + k + ":" + std::to_string(n);
    return {{"read", r.ok ? "ok" : "error"},
            {"error_line", r.ok ? "-" : std::to_string(line)},
            {"errors", join(errors)},
            {"warnings", join(warnings)},
            {"items", items.empty() ? "-" : items}};
}

}  // namespace

TEST_CASE("chemfig corpus: every answer reads as recorded; at least 100 compile") {
    const std::vector<std::string> lines = split(slurp(kCorpus / "outcomes.tsv"), '\n');
    REQUIRE(lines.size() > 1);
    const std::vector<std::string> header = split(lines[0], '\t');
    int compiled = 0, right = 0, answers = 0;
    std::set<std::string> recorded;
    for (size_t i = 1; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        const std::vector<std::string> cells = split(lines[i], '\t');
        std::map<std::string, std::string> row;
        for (size_t k = 0; k < header.size() && k < cells.size(); ++k) row[header[k]] = cells[k];
        recorded.insert(row["id"]);
        const fs::path file = kCorpus / "answers" / (row["id"] + ".tex");
        REQUIRE_MESSAGE(fs::exists(file), row["id"]);
        ++answers;
        compiled += row["pdflatex"] == "ok";
        right += row["outcome"].rfind("right", 0) == 0;
        const auto now = reading(slurp(file));
        for (const char* column : {"read", "error_line", "errors", "warnings", "items"})
            CHECK_MESSAGE(now.at(column) == row[column], row["id"], ": ", column, " now ", now.at(column), ", recorded ",
                          row[column]);
    }
    for (const auto& entry : fs::directory_iterator(kCorpus / "answers"))
        CHECK_MESSAGE(recorded.count(entry.path().stem().string()), entry.path().filename().string(), ": no outcome recorded");
    CHECK(compiled >= 100);
    MESSAGE("chemfig corpus: ", answers, " answers, ", compiled, " compiled by pdflatex, ", right, " read right");
}
