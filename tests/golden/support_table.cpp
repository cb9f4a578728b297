// A README's support table held to its golden cases (support_table.hpp).
#include "support_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

#include "scene_text.hpp"

namespace golden {

using namespace plumbline;

namespace {

struct Row {
    std::string text;                  // the table line as written
    int line = 0;                      // in the README
    std::vector<std::string> cells;
    std::string status;                // "supported", "error", "rejected", ...
    std::vector<std::string> codes;    // diagnostic codes the row names
    std::vector<std::string> cases;    // case slugs from the last column
};

// Cells of a Markdown table line; "\|" is a literal bar.
std::vector<std::string> cells_of(const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    for (size_t i = 1; i < line.size(); ++i) {   // past the leading '|'
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
            cell += '|';
            ++i;
        } else if (line[i] == '|') {
            cells.push_back(cell);
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    for (std::string& c : cells) {
        const size_t a = c.find_first_not_of(' '), b = c.find_last_not_of(' ');
        c = a == std::string::npos ? std::string() : c.substr(a, b - a + 1);
    }
    return cells;
}

std::vector<std::string> matches(const std::string& text, const std::regex& pattern, int group) {
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[group].str());
    return out;
}

// The rows of every table under "## Support table" (up to the next "## " heading).
std::vector<Row> support_rows(const SupportTable& table) {
    std::istringstream in(read_text(table.readme));
    std::vector<Row> rows;
    bool inside = false;
    int number = 0;
    const std::regex code("`((" + table.code_prefix + R"(|read)\.[a-z]+(\.[a-z]+)+)`)");
    static const std::regex kSlug("`([a-z0-9-]+)`");
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.rfind("## ", 0) == 0) inside = line == "## Support table";
        if (!inside || line.empty() || line[0] != '|') continue;
        const std::vector<std::string> cells = cells_of(line);
        if (cells.empty() || cells[0] == "construct") continue;
        if (cells[0].find_first_not_of("-: ") == std::string::npos) continue;   // |---|---|
        Row row;
        row.text = line;
        row.line = number;
        row.cells = cells;
        row.status = cells.size() > 1 ? cells[1] : "";
        for (size_t i = 0; i + 1 < cells.size(); ++i)
            for (const std::string& c : matches(cells[i], code, 1)) row.codes.push_back(c);
        if (cells.size() >= 4) row.cases = matches(cells.back(), kSlug, 1);
        rows.push_back(std::move(row));
    }
    return rows;
}

fs::path case_file(const SupportTable& table, const std::string& slug) {
    return table.cases / (slug + table.extension);
}

struct CaseReading {
    ReadResult result;
    std::string text;   // the snapshot text
};

const CaseReading& reading(const SupportTable& table, const std::string& slug) {
    static std::map<fs::path, CaseReading> cache;
    const fs::path path = case_file(table, slug);
    auto it = cache.find(path);
    if (it == cache.end()) {
        CaseReading r;
        r.result = table.read(read_text(path), "candidate", ReadLimits{});
        r.text = "# " + slug + table.extension + " as " + table.reader_name + " reads it (" + table.test_file +
                 ")\n" + read_result_text(r.result);
        it = cache.emplace(path, std::move(r)).first;
    }
    return it->second;
}

// The slugs of the case files in the folder.
std::set<std::string> case_slugs(const SupportTable& table) {
    std::set<std::string> slugs;
    for (const auto& entry : fs::directory_iterator(table.cases))
        if (entry.path().extension() == table.extension) slugs.insert(entry.path().stem().string());
    return slugs;
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

void check_rows_name_cases(const SupportTable& table) {
    const std::vector<Row> rows = support_rows(table);
    REQUIRE_MESSAGE(rows.size() >= table.min_rows, "the ", table.format, " support table was not found in ",
                    table.readme.string());
    std::map<std::string, int> owner;   // case -> README line of its row
    for (const Row& row : rows) {
        INFO("README line ", row.line, ": ", row.text);
        CHECK_MESSAGE(row.cells.size() == 4, "a row has four cells: construct | status | notes | case");
        CHECK_MESSAGE(!row.cases.empty(), "the row names no case (its last cell: `case-name`)");
        for (const std::string& slug : row.cases) {
            CHECK_MESSAGE(owner.emplace(slug, row.line).second, "the case ", slug, " is named by two rows");
            CHECK_MESSAGE(fs::exists(case_file(table, slug)), "missing case file ", case_file(table, slug).string());
        }
    }
    for (const std::string& slug : case_slugs(table))
        CHECK_MESSAGE(owner.count(slug), "the case ", case_file(table, slug).string(), " belongs to no row of the ",
                      table.format, " support table");
}

void check_case_snapshots(const SupportTable& table) {
    const bool update = updating_snapshots();
    const std::set<std::string> slugs = case_slugs(table);
    REQUIRE(slugs.size() >= table.min_rows);
    for (const std::string& slug : slugs) {
        INFO("case ", slug, table.extension);
        const fs::path path = table.cases / (slug + ".expected");
        const std::string& text = reading(table, slug).text;
        if (update) {
            if (!fs::exists(path) || read_text(path) != text) {
                write_text(path, text);
                MESSAGE("rewrote ", path.string());
            }
            continue;
        }
        if (!fs::exists(path)) {
            FAIL_CHECK("missing snapshot ", path.string(), " (PLUMBLINE_UPDATE_SNAPSHOTS=1 writes it; check it first)");
            continue;
        }
        const std::string want = read_text(path);
        const bool same = want == text;
        CHECK_MESSAGE(same, "the reading differs from ", path.string(), " at ", first_difference(want, text));
    }
    for (const auto& entry : fs::directory_iterator(table.cases)) {
        if (entry.path().extension() != ".expected" || slugs.count(entry.path().stem().string())) continue;
        if (update) fs::remove(entry.path());
        else FAIL_CHECK("stale snapshot without a case: ", entry.path().string());
    }
}

void check_rows_show_status(const SupportTable& table) {
    for (const Row& row : support_rows(table)) {
        INFO("README line ", row.line, ": ", row.text);
        std::vector<const ReadResult*> results;
        for (const std::string& slug : row.cases)
            if (fs::exists(case_file(table, slug))) results.push_back(&reading(table, slug).result);
        if (results.empty()) continue;   // reported by check_rows_name_cases
        // Every code the row names is produced by one of its cases.
        for (const std::string& code : row.codes) {
            bool found = false;
            for (const ReadResult* r : results)
                for (const Diagnostic& d : r->diagnostics) found |= d.code == code && d.span.known();
            CHECK_MESSAGE(found, "no case of this row produces ", code, " with a location");
        }
        const bool error_row = row.status == "error" || starts_with(row.status, "rejected");
        if (error_row) {
            // The drawing is invalid, with the named code as an error.
            bool invalid = false;
            for (const ReadResult* r : results) {
                bool named_error = false;
                for (const Diagnostic& d : r->diagnostics)
                    named_error |= d.severity == Severity::Error &&
                                   std::find(row.codes.begin(), row.codes.end(), d.code) != row.codes.end();
                invalid |= !r->ok && named_error;
            }
            CHECK_MESSAGE(invalid, "a row marked ", row.status, " needs a case the reader rejects with the code it names");
        } else {
            // The first case shows the construct read; later ones may show its errors.
            std::string errors;
            for (const Diagnostic& d : results[0]->diagnostics)
                if (d.severity == Severity::Error) errors += " " + d.code;
            CHECK_MESSAGE(results[0]->ok, "a row marked ", row.status, " needs its first case to read (errors:", errors, ")");
            CHECK(results[0]->complete);
            CHECK_MESSAGE(!results[0]->scene.items.empty(), "a ", row.status, " row's first case should draw something");
        }
    }
}

}  // namespace golden
