// The catalogue of diagnostic codes against what the sources write and what
// docs/schema.md says: a code emitted but not catalogued, catalogued but emitted nowhere,
// or documented differently from the catalogue fails here, by name.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "matching/matching.hpp"
#include "pipeline/codes.hpp"
#include "source_literals.hpp"

using namespace plumbline;
namespace fs = std::filesystem;

namespace {

const fs::path kRoot = PLUMBLINE_SOURCE_DIR;
const std::regex kCodeShape("[a-z][a-z_0-9]*(\\.[a-z][a-z_0-9]*)+");
// Pieces of codes put together at run time: "match." + family + ".found".
const std::regex kPieceShape("[a-z][a-z_0-9]*(\\.[a-z][a-z_0-9]*)*\\.|(\\.[a-z][a-z_0-9]*)+");

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string without_blanks(std::string s) {
    s.erase(std::remove_if(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); }), s.end());
    return s;
}

// A code composed at its emitter: the expression as written there, the literal pieces it
// uses, and every code it can make.
struct Composition {
    std::string file;
    std::string expression;
    std::set<std::string> pieces;
    std::vector<std::string> codes;
};

std::vector<Composition> compositions() {
    using matching::Family;
    Composition family{"core/judge/checks/match/outcomes.cpp",
                       R"(std::string("match.") + name(u.family) + (o.found ? ".found" : ".missing"))",
                       {"match.", ".found", ".missing"},
                       {}};
    for (Family f : {Family::Segment, Family::Circle, Family::Ellipse, Family::Curve})
        for (const char* outcome : {".found", ".missing"})
            family.codes.push_back(std::string("match.") + matching::name(f) + outcome);
    return {family};
}

// Pieces that test a code's family rather than make a code.
const std::set<std::string> kFamilyTests = {"molecule.bond."};   // compare.cpp: soften reading errors

// The catalogue's lists (diagnostic_codes.cpp and every format's and kind's *_codes.cpp).
bool is_code_list(const fs::path& p) {
    const std::string name = p.filename().string();
    const std::string suffix = "_codes.cpp";
    return name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Where codes are written: the core, and the WebAssembly shell's two failure codes. The
// catalogue's lists are left out, or every code in them would count as written.
std::vector<fs::path> emitting_sources() {
    std::vector<fs::path> files;
    for (const char* dir : {"core/ground", "core/read", "core/judge", "core/plumbline"})
        for (const auto& entry : fs::recursive_directory_iterator(kRoot / dir)) {
            const fs::path& p = entry.path();
            if (entry.is_regular_file() && (p.extension() == ".cpp" || p.extension() == ".hpp") &&
                !is_code_list(p))
                files.push_back(p);
        }
    files.push_back(kRoot / "wasm" / "bindings.cpp");
    std::sort(files.begin(), files.end());
    return files;
}

std::string repo_path(const fs::path& p) { return fs::relative(p, kRoot).generic_string(); }

// Every code the sources write, with the first place that writes it.
struct Emitted {
    std::map<std::string, std::string> codes;   // code -> "file:line"
    std::vector<std::string> problems;
};

Emitted scan_sources() {
    Emitted out;
    const std::vector<Composition> composed = compositions();
    const std::vector<fs::path> files = emitting_sources();
    REQUIRE(files.size() > 50);   // the scan found the core, not an empty folder
    for (const fs::path& path : files) {
        const std::string file = repo_path(path);
        const std::string text = read_text(path);
        for (const testing::SourceLiteral& literal : testing::string_literals(text)) {
            const std::string where = file + ":" + std::to_string(literal.line);
            if (std::regex_match(literal.text, kCodeShape)) {
                out.codes.emplace(literal.text, where);
            } else if (std::regex_match(literal.text, kPieceShape)) {
                const bool accounted =
                    kFamilyTests.count(literal.text) ||
                    std::any_of(composed.begin(), composed.end(), [&](const Composition& c) {
                        return c.file == file && c.pieces.count(literal.text);
                    });
                if (!accounted)
                    out.problems.push_back(where + ": \"" + literal.text +
                                           "\" looks like a piece of a composed code; list the composition in "
                                           "compositions() here and its codes in the catalogue");
            }
        }
    }
    for (const Composition& c : composed) {
        if (without_blanks(read_text(kRoot / c.file)).find(without_blanks(c.expression)) == std::string::npos) {
            out.problems.push_back(c.file + " no longer composes codes as `" + c.expression +
                                   "`; update compositions() here and the catalogue");
            continue;
        }
        for (const std::string& code : c.codes) out.codes.emplace(code, c.file + " (composed)");
    }
    return out;
}

// The rows between the generated-table markers of docs/schema.md: code -> "severity | meaning".
struct DocTable {
    bool found = false;
    std::vector<std::string> order;
    std::map<std::string, std::pair<std::string, std::string>> rows;
    int code_tables_outside = 0;   // hand-written "| code |" tables elsewhere on the page
    std::set<std::string> mentioned_outside;   // `a.b.c` code-like mentions elsewhere
};

DocTable read_schema_page() {
    DocTable t;
    const std::string text = read_text(kRoot / "docs" / "schema.md");
    std::istringstream lines(text);
    std::string line;
    bool inside = false;
    const std::regex row(R"(\| `([^`]+)` \| ([a-z]+) \| (.*) \|)");
    const std::regex mention("`([a-z][a-z_0-9]*(\\.[a-z][a-z_0-9]*)+)`");
    while (std::getline(lines, line)) {
        if (line.rfind("<!-- diagnostic-codes:begin", 0) == 0) {
            inside = t.found = true;
        } else if (line.rfind("<!-- diagnostic-codes:end", 0) == 0) {
            inside = false;
        } else if (inside) {
            std::smatch m;
            if (!std::regex_match(line, m, row)) continue;
            t.order.push_back(m[1]);
            t.rows[m[1]] = {m[2], m[3]};
        } else {
            if (line.rfind("| code |", 0) == 0) ++t.code_tables_outside;
            for (std::sregex_iterator it(line.begin(), line.end(), mention), end; it != end; ++it)
                t.mentioned_outside.insert((*it)[1]);
        }
    }
    return t;
}

std::string listing(const std::vector<std::string>& items) {
    std::string s;
    for (const std::string& item : items) s += "\n  " + item;
    return s;
}

}  // namespace

TEST_CASE("diagnostic codes: the catalogue holds each code once, dotted, with a one-line meaning") {
    const std::vector<CodeInfo>& codes = diagnostic_codes();
    REQUIRE(codes.size() > 80);
    std::set<std::string_view> seen;
    for (const CodeInfo& c : codes) {
        INFO(c.code);
        CHECK(seen.insert(c.code).second);
        CHECK(std::regex_match(std::string(c.code), kCodeShape));
        CHECK(c.meaning.size() > 10);
        // One table row each: no line break or cell separator in the meaning.
        CHECK(c.meaning.find_first_of("|\n") == std::string_view::npos);
        CHECK(find_code(c.code) == &c);
    }
    CHECK(find_code("svg.no.such.code") == nullptr);
    CHECK(find_code("") == nullptr);
    REQUIRE(find_code("read.limit.bytes"));
    CHECK(find_code("read.limit.bytes")->severity == Severity::Error);
    CHECK(find_code("match.segment.found")->severity == Severity::Info);
}

TEST_CASE("diagnostic codes: every code the sources write is catalogued, and every catalogued one is written") {
    const Emitted emitted = scan_sources();
    CHECK_MESSAGE(emitted.problems.empty(), "composed codes:" << listing(emitted.problems));

    std::vector<std::string> uncatalogued, unwritten;
    for (const auto& [code, where] : emitted.codes)
        if (!find_code(code)) uncatalogued.push_back(code + "  (" + where + ")");
    for (const CodeInfo& c : diagnostic_codes())
        if (!emitted.codes.count(std::string(c.code))) unwritten.push_back(std::string(c.code));
    CHECK_MESSAGE(uncatalogued.empty(),
                  "written but in no code list (core/ground/diagnostics/diagnostic_codes.cpp, a format's or a kind's *_codes.cpp):" << listing(uncatalogued));
    CHECK_MESSAGE(unwritten.empty(), "in the catalogue but written nowhere:" << listing(unwritten));
    // The SVG reader's budgets are format-neutral now.
    CHECK(emitted.codes.count("read.limit.depth"));
    CHECK_FALSE(emitted.codes.count("svg.limit.depth"));
}

TEST_CASE("diagnostic codes: docs/schema.md's code table is the catalogue (scripts/make-schema-codes.sh)") {
    const DocTable doc = read_schema_page();
    REQUIRE_MESSAGE(doc.found, "docs/schema.md has no <!-- diagnostic-codes:begin --> marker");

    std::vector<std::string> missing, extra, different;
    for (const CodeInfo& c : diagnostic_codes()) {
        const std::string code(c.code);
        const auto row = doc.rows.find(code);
        if (row == doc.rows.end()) {
            missing.push_back(code);
            continue;
        }
        if (row->second.first != to_string(c.severity))
            different.push_back(code + ": severity " + row->second.first + ", the catalogue says " +
                                to_string(c.severity));
        else if (row->second.second != c.meaning)
            different.push_back(code + ": the meaning differs from the catalogue's");
    }
    for (const auto& [code, row] : doc.rows)
        if (!find_code(code)) extra.push_back(code);
    CHECK_MESSAGE(missing.empty(), "missing from docs/schema.md:" << listing(missing));
    CHECK_MESSAGE(extra.empty(), "in docs/schema.md but not in the catalogue:" << listing(extra));
    CHECK_MESSAGE(different.empty(), "documented differently:" << listing(different));
    CHECK_MESSAGE(doc.order.size() == doc.rows.size(), "a code is listed twice in docs/schema.md");
}

TEST_CASE("diagnostic codes: docs/schema.md names no code outside the catalogue, and has one code table") {
    const DocTable doc = read_schema_page();
    std::set<std::string> families;   // "svg", "task", ...: the first part of every code
    for (const CodeInfo& c : diagnostic_codes()) families.insert(std::string(c.code.substr(0, c.code.find('.'))));
    std::vector<std::string> unknown;
    for (const std::string& code : doc.mentioned_outside)
        if (families.count(code.substr(0, code.find('.'))) && !find_code(code)) unknown.push_back(code);
    CHECK_MESSAGE(unknown.empty(), "docs/schema.md names codes the catalogue does not have:" << listing(unknown));
    CHECK_MESSAGE(doc.code_tables_outside == 0,
                  "docs/schema.md has a hand-written code table; codes belong in the generated one");
}

TEST_CASE("diagnostic codes: the JS side (types, wrapper, pages, JS tests) names only catalogued codes") {
    std::set<std::string> families;
    for (const CodeInfo& c : diagnostic_codes()) families.insert(std::string(c.code.substr(0, c.code.find('.'))));
    const std::regex quoted("['\"`]([a-z][a-z_0-9]*(\\.[a-z][a-z_0-9]*)+)['\"`]");
    std::vector<std::string> unknown;
    int named = 0;
    for (const char* dir : {"wasm", "web", "tests/js", "tests/browser"})
        for (auto it = fs::recursive_directory_iterator(kRoot / dir); it != fs::recursive_directory_iterator(); ++it) {
            const fs::path& p = it->path();
            if (it->is_directory() && p.filename() == "node_modules") it.disable_recursion_pending();
            const std::string ext = p.extension().string();
            if (!it->is_regular_file() || (ext != ".mjs" && ext != ".ts" && ext != ".html")) continue;
            const std::string text = read_text(p);
            for (std::sregex_iterator m(text.begin(), text.end(), quoted), end; m != end; ++m) {
                const std::string code = (*m)[1];
                if (!families.count(code.substr(0, code.find('.')))) continue;   // a file name, not a code
                ++named;
                if (!find_code(code)) unknown.push_back(code + "  (" + repo_path(p) + ")");
            }
        }
    CHECK(named > 5);   // the scan reached the files that do name codes
    CHECK_MESSAGE(unknown.empty(), "named on the JS side but not in the catalogue:" << listing(unknown));
}
