// The resvg test-suite subset (shared/corpora/resvg-test-suite) as a regression corpus:
// every file is read (none may crash or hang), and each file's outcome (read, error or
// skipped, the number of primary scene items, the first diagnostic) must match the
// recorded tests/corpus/resvg-outcomes.tsv. PLUMBLINE_UPDATE_OUTCOMES=1 rewrites that file.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "formats/read.hpp"

namespace fs = std::filesystem;

namespace {

// Files whose subject is outside what the Scene models. They are still read (and must
// not crash), but their item counts say nothing about that subject.
struct SkipRule {
    const char* path_contains;
    const char* reason;
};
constexpr SkipRule kSkipRules[] = {
    {"painting/marker/", "markers are not instantiated; only the marked shapes are read"},
    {"gradient", "gradients are read as a present mid-grey paint, not rendered"},
    {"pattern", "patterns are read as a present mid-grey paint, not rendered"},
    {"ENTITY", "custom XML entities are not expanded"},
    {"external", "references to other documents are not followed"},
    {"not-UTF-8", "text is read as UTF-8 only"},
};

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Tabs and newlines in messages would break the table.
std::string one_line(std::string s) {
    std::replace(s.begin(), s.end(), '\t', ' ');
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

std::string outcome_line(const std::string& relative, const std::string& text) {
    const plumbline::ReadResult result = plumbline::read_svg(text, "candidate");
    int primary = 0;
    for (size_t i = 0; i < result.scene.items.size(); ++i)
        primary += result.scene.items[i].is_primary(static_cast<int>(i)) ? 1 : 0;
    const plumbline::Diagnostic* first = result.diagnostics.empty() ? nullptr : &result.diagnostics.front();

    const SkipRule* skip = nullptr;
    for (const SkipRule& rule : kSkipRules)
        if (relative.find(rule.path_contains) != std::string::npos) {
            skip = &rule;
            break;
        }
    std::string outcome = result.ok ? "read" : "error";
    std::string code, reason;
    if (!result.ok) {
        code = first ? first->code : "";
        reason = first ? one_line(first->message) : "";
    } else if (skip) {
        outcome = "skipped";
        code = first ? first->code : "";
        reason = skip->reason;
    }
    return relative + '\t' + outcome + '\t' + std::to_string(primary) + '\t' + code + '\t' + reason;
}

}  // namespace

TEST_CASE("resvg corpus: every file is read as recorded") {
    const fs::path corpus = fs::path(PLUMBLINE_SHARED_DIR) / "corpora" / "resvg-test-suite";
    const fs::path recorded = fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "corpus" / "resvg-outcomes.tsv";
    REQUIRE_MESSAGE(fs::is_directory(corpus), "the resvg corpus is missing: expected it at " << corpus.string()
                                                  << " (set PLUMBLINE_SHARED_DIR when configuring)");

    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(corpus))
        if (entry.is_regular_file() && entry.path().extension() == ".svg")
            files.push_back(fs::relative(entry.path(), corpus).generic_string());
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() > 400);

    std::vector<std::string> lines;
    std::map<std::string, int> counts;
    for (const std::string& file : files) {
        lines.push_back(outcome_line(file, read_file(corpus / file)));
        ++counts[lines.back().substr(file.size() + 1, lines.back().find('\t', file.size() + 1) - file.size() - 1)];
    }
    MESSAGE("resvg corpus: " << files.size() << " files, " << counts["read"] << " read, " << counts["error"]
                             << " errors, " << counts["skipped"] << " skipped");

    const char* update = std::getenv("PLUMBLINE_UPDATE_OUTCOMES");
    if (update && std::string(update) == "1") {
        std::ofstream out(recorded, std::ios::binary);
        out << "# path\toutcome\tprimary items\tfirst diagnostic\treason\n";
        for (const std::string& line : lines) out << line << '\n';
        MESSAGE("rewrote " << recorded.string());
        return;
    }

    std::ifstream in(recorded, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "no recorded outcomes at " << recorded.string()
                                                          << "; run with PLUMBLINE_UPDATE_OUTCOMES=1 to create them");
    std::map<std::string, std::string> expected;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') expected[line.substr(0, line.find('\t'))] = line;

    for (const std::string& line : lines) {
        const std::string file = line.substr(0, line.find('\t'));
        CAPTURE(file);
        const auto it = expected.find(file);
        CHECK_MESSAGE(it != expected.end(), "not in the recorded outcomes: " << line);
        if (it != expected.end()) CHECK(line == it->second);
    }
    CHECK(expected.size() == lines.size());
}
