// The house rules the layout promises (README, "Architecture"), checked on the sources
// so that a change that breaks one fails here rather than in review:
// - no header under core/src/checks/ reaches the JSON library, even through others;
// - a check kind's headers include no other kind's headers, and checks/common/ none of
//   any kind's;
// - checks use the graph library through its public headers only;
// - core/src has no loose source files at its top level.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kSource = fs::path(PLUMBLINE_SOURCE_DIR) / "core" / "src";
const fs::path kInclude = fs::path(PLUMBLINE_SOURCE_DIR) / "core" / "include";

struct Include {
    std::string name;   // as written: "checks/match/match.hpp", "nlohmann/json.hpp"
    bool system = false;
};

std::vector<Include> includes_of(const fs::path& file) {
    std::ifstream in(file);
    std::vector<Include> out;
    static const std::regex kLine(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
    std::string line;
    std::smatch m;
    while (std::getline(in, line))
        if (std::regex_search(line, m, kLine)) out.push_back({m[2].str(), m[1].str() == "<"});
    return out;
}

// The project header an include names, or "" when it is not one of ours.
fs::path resolve(const Include& inc) {
    if (inc.system) return {};
    for (const fs::path& root : {kSource, kInclude})
        if (fs::exists(root / inc.name)) return root / inc.name;
    return {};
}

// Every system include reachable from `file` through project headers, with the chain
// that reaches it.
void reachable(const fs::path& file, std::set<fs::path>& seen, std::map<std::string, std::string>& system,
               const std::string& chain) {
    if (!seen.insert(file).second) return;
    for (const Include& inc : includes_of(file)) {
        const std::string here = chain + " -> " + inc.name;
        if (inc.system) {
            system.emplace(inc.name, here);
        } else if (const fs::path next = resolve(inc); !next.empty()) {
            reachable(next, seen, system, here);
        }
    }
}

std::vector<fs::path> headers_under(const fs::path& dir) {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() == ".hpp") out.push_back(e.path());
    return out;
}

std::string source_relative(const fs::path& p) { return fs::relative(p, kSource).generic_string(); }

// "checks/match/units.cpp" -> "match"; "" for files directly under checks/.
std::string kind_folder(const std::string& rel) {
    const size_t a = rel.find('/'), b = rel.find('/', a + 1);
    return rel.rfind("checks/", 0) == 0 && b != std::string::npos ? rel.substr(a + 1, b - a - 1) : "";
}

}  // namespace

TEST_CASE("layout: no header under checks/ reaches nlohmann, even through other headers") {
    for (const fs::path& header : headers_under(kSource / "checks")) {
        std::set<fs::path> seen;
        std::map<std::string, std::string> system;
        reachable(header, seen, system, source_relative(header));
        for (const auto& entry : system) {   // not a structured binding: clang 14 cannot capture one (INFO does)
            INFO(entry.second);
            CHECK(entry.first.rfind("nlohmann", 0) != 0);
        }
    }
}

TEST_CASE("layout: a check kind's headers include no other kind's, and common/ none") {
    int checked = 0;
    for (const auto& e : fs::recursive_directory_iterator(kSource / "checks")) {
        if (!e.is_regular_file()) continue;
        const std::string rel = source_relative(e.path());
        const std::string own = kind_folder(rel);
        const bool header = e.path().extension() == ".hpp";
        for (const Include& inc : includes_of(e.path())) {
            const std::string other = kind_folder(inc.name);
            if (other.empty() || other == own) continue;
            INFO(rel << " includes " << inc.name);
            // The registry (files directly under checks/) names every kind. Otherwise
            // headers never; common/ never, except that common/select.cpp asks the match
            // engine whether an item is given; a kind's sources may use common/ only.
            const bool registry = rel.find('/', 7) == std::string::npos;
            const bool allowed = registry || (other == "common" && own != "common") ||
                                 (!header && rel == "checks/common/select.cpp" && other == "match");
            CHECK(allowed);
        }
        ++checked;
    }
    CHECK(checked > 20);
}

TEST_CASE("layout: checks use the graph library through its public headers only") {
    const std::set<std::string> kPublic = {"graph/graph.hpp", "graph/assignment.hpp"};
    for (const auto& e : fs::recursive_directory_iterator(kSource / "checks")) {
        if (!e.is_regular_file()) continue;
        for (const Include& inc : includes_of(e.path())) {
            if (inc.name.rfind("graph/", 0) != 0) continue;
            INFO(source_relative(e.path()) << " includes " << inc.name);
            CHECK(kPublic.count(inc.name) == 1);
        }
    }
}

TEST_CASE("layout: core/src holds folders, not loose files") {
    std::vector<std::string> loose;
    for (const auto& e : fs::directory_iterator(kSource))
        if (e.is_regular_file()) loose.push_back(e.path().filename().string());
    std::ostringstream names;
    for (const std::string& n : loose) names << n << ' ';
    INFO(names.str());
    CHECK(loose.empty());
}
