// The house rules (docs/architecture.md), checked on the sources so that a change that
// breaks one fails here rather than in review. CMake already refuses an include of a stage
// the including stage does not link to; these add what a build cannot see:
// - inside a stage, a folder includes only itself and the folders before it, so the house
//   has no arrow running back up and no circle;
// - a check kind includes no other kind, and only the registry names the kinds;
// - no header of the judge stage but the *_json.hpp ones reaches the JSON library;
// - checks use the graph library through its public headers only;
// - the front ends (cli/, wasm/, python/) include one core header, the facade;
// - core/ holds the four stage folders and nothing loose;
// - a new check kind touches its folder, one registry row, and the places listed below.
#include <doctest/doctest.h>

#include <algorithm>
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

const fs::path kRoot = fs::path(PLUMBLINE_SOURCE_DIR);
const fs::path kCore = kRoot / "core";

// The stages in pipeline order, each with its folders in the order they may include one
// another (a folder sees itself and those before it), and the stages it links to.
struct Stage {
    std::string name;
    std::vector<std::string> folders;
    std::vector<std::string> below;
};
const std::vector<Stage> kStages = {
    {"ground", {"base", "geometry", "diagnostics", "scene", "json"}, {}},
    {"read", {"formats", "extract"}, {"ground"}},
    {"judge", {"graph", "report", "common", "layout", "matching", "checks"}, {"ground"}},
    {"plumbline", {"output", "pipeline", "bundle"}, {"ground", "read", "judge"}},
};

const Stage& stage_named(const std::string& name) {
    for (const Stage& s : kStages)
        if (s.name == name) return s;
    FAIL("no stage " << name);
    return kStages.front();
}

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

// Where a core header named as written resolves: its stage and path, or none.
struct Resolved {
    std::string stage;
    fs::path path;
};
Resolved resolve(const Include& inc) {
    if (inc.system) return {};
    for (const Stage& s : kStages)
        if (fs::exists(kCore / s.name / inc.name)) return {s.name, kCore / s.name / inc.name};
    if (inc.name == "plumbline/plumbline.hpp") return {"plumbline", kCore / inc.name};
    return {};
}

bool is_source(const fs::path& p) { return p.extension() == ".cpp" || p.extension() == ".hpp"; }

std::vector<fs::path> sources_under(const fs::path& dir) {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file() && is_source(e.path())) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

std::string rel_path(const fs::path& p, const fs::path& base = kRoot) { return fs::relative(p, base).generic_string(); }

std::string first_folder(const std::string& name) { return name.substr(0, name.find('/')); }

// Every system include reachable from `file` through core headers, with the chain.
void reachable(const fs::path& file, std::set<fs::path>& seen, std::map<std::string, std::string>& system,
               const std::string& chain) {
    if (!seen.insert(file).second) return;
    for (const Include& inc : includes_of(file)) {
        const std::string here = chain + " -> " + inc.name;
        if (inc.system) {
            system.emplace(inc.name, here);
        } else if (const Resolved next = resolve(inc); !next.path.empty()) {
            reachable(next.path, seen, system, here);
        }
    }
}

// "checks/match/units.cpp" -> "match"; "" for files directly under checks/ or elsewhere.
std::string kind_folder(const std::string& name) {
    const size_t a = name.find('/'), b = name.find('/', a + 1);
    return name.rfind("checks/", 0) == 0 && b != std::string::npos ? name.substr(a + 1, b - a - 1) : "";
}

}  // namespace

TEST_CASE("layout: core/ holds the four stages, each only its folders") {
    std::set<std::string> found, expected = {"CMakeLists.txt", "ground", "read", "judge", "plumbline"};
    for (const auto& e : fs::directory_iterator(kCore)) found.insert(e.path().filename().string());
    CHECK(found == expected);
    for (const Stage& s : kStages) {
        for (const auto& e : fs::directory_iterator(kCore / s.name)) {
            const std::string name = e.path().filename().string();
            INFO(s.name << "/" << name);
            const bool folder = e.is_directory() &&
                                std::find(s.folders.begin(), s.folders.end(), name) != s.folders.end();
            CHECK((folder || (s.name == "plumbline" && name == "plumbline.hpp")));
        }
    }
}

TEST_CASE("layout: every include points down: to its own folder, an earlier one, or a stage below") {
    int checked = 0;
    for (const Stage& stage : kStages) {
        for (const fs::path& file : sources_under(kCore / stage.name)) {
            const std::string own = first_folder(rel_path(file, kCore / stage.name));
            const auto own_at = std::find(stage.folders.begin(), stage.folders.end(), own);
            for (const Include& inc : includes_of(file)) {
                const Resolved r = resolve(inc);
                if (r.path.empty()) continue;
                INFO(rel_path(file) << " includes " << inc.name);
                if (r.stage == stage.name) {
                    const auto at = std::find(stage.folders.begin(), stage.folders.end(), first_folder(inc.name));
                    CHECK(at <= own_at);
                } else {
                    CHECK(std::count(stage.below.begin(), stage.below.end(), r.stage) == 1);
                }
                ++checked;
            }
        }
    }
    CHECK(checked > 500);
}

TEST_CASE("layout: a check kind includes no other kind's files, and only the registry names them") {
    int checked = 0;
    const fs::path judge = kCore / "judge";
    for (const fs::path& file : sources_under(kCore)) {
        const bool in_judge = rel_path(file, kCore).rfind("judge/", 0) == 0;
        const std::string rel = in_judge ? rel_path(file, judge) : "";
        const std::string own = kind_folder(rel);
        for (const Include& inc : includes_of(file)) {
            const std::string other = kind_folder(inc.name);
            if (other.empty() || other == own) continue;
            INFO(rel_path(file) << " includes " << inc.name);
            CHECK(rel == "checks/registry.cpp");
            ++checked;
        }
    }
    CHECK(checked >= 4);   // the registry's four rows
}

TEST_CASE("layout: no judge header but a *_json.hpp reaches nlohmann's library (its declarations may)") {
    for (const fs::path& header : sources_under(kCore / "judge")) {
        const std::string name = header.filename().string();
        if (header.extension() != ".hpp" || name.find("_json.hpp") != std::string::npos) continue;
        std::set<fs::path> seen;
        std::map<std::string, std::string> system;
        reachable(header, seen, system, rel_path(header));
        for (const auto& entry : system) {   // not a structured binding: clang 14 cannot capture one (INFO does)
            INFO(entry.second);
            CHECK((entry.first.rfind("nlohmann", 0) != 0 || entry.first == "nlohmann/json_fwd.hpp"));
        }
    }
}

TEST_CASE("layout: checks use the graph library through its public headers only") {
    const std::set<std::string> kPublic = {"graph/graph.hpp", "graph/assignment.hpp"};
    for (const fs::path& file : sources_under(kCore / "judge")) {
        if (rel_path(file, kCore / "judge").rfind("graph/", 0) == 0) continue;
        for (const Include& inc : includes_of(file)) {
            if (inc.name.rfind("graph/", 0) != 0) continue;
            INFO(rel_path(file) << " includes " << inc.name);
            CHECK(kPublic.count(inc.name) == 1);
        }
    }
}

TEST_CASE("layout: the front ends include the facade and no other core header") {
    int facade = 0;
    for (const char* front : {"cli", "wasm", "python/src"}) {
        for (const fs::path& file : sources_under(kRoot / front)) {
            for (const Include& inc : includes_of(file)) {
                const Resolved r = resolve(inc);
                if (r.path.empty()) continue;
                INFO(rel_path(file) << " includes " << inc.name);
                CHECK(inc.name == "plumbline/plumbline.hpp");
                ++facade;
            }
        }
    }
    CHECK(facade >= 3);   // the CLI, the Embind layer, the Python module
}

// What a new check kind touches besides its folder, core/judge/checks/<kind>/: in the core,
// one registry row (registry.cpp), the only file outside the folder that includes the
// kind's headers or names its namespace; and its line in fuzz/targets.txt. (Outside the
// core: the page's view and the TypeScript types of its result section, listed in
// docs/architecture.md.)
TEST_CASE("layout: in the core, a check kind is its folder and one registry row") {
    const std::vector<std::string> kinds = {"match", "molecule", "constraints", "diagram", "layout"};
    // A kind's namespace is its name, but the layout kind's: `layout::` is the layout
    // section's (judge/layout), which the pipeline names.
    const std::map<std::string, std::string> namespaces = {{"layout", "layout_kind"}};
    std::map<std::string, std::set<std::string>> touched;
    for (const fs::path& file : sources_under(kCore)) {
        const std::string rel = rel_path(file, kCore);
        std::ifstream in(file);
        std::stringstream text;
        text << in.rdbuf();
        for (const std::string& kind : kinds) {
            if (rel.rfind("judge/checks/" + kind + "/", 0) == 0) continue;
            const auto ns = namespaces.find(kind);
            bool names = text.str().find((ns == namespaces.end() ? kind : ns->second) + "::") != std::string::npos;
            for (const Include& inc : includes_of(file)) names = names || kind_folder(inc.name) == kind;
            if (names) touched[kind].insert(rel);
        }
    }
    std::ifstream targets(kRoot / "fuzz" / "targets.txt");
    std::set<std::string> fuzz_targets;
    for (std::string line; std::getline(targets, line);) fuzz_targets.insert(line);
    for (const std::string& kind : kinds) {
        INFO(kind);
        CHECK(touched[kind] == std::set<std::string>{"judge/checks/registry.cpp"});
        CHECK(fuzz_targets.count("check_" + kind) == 1);
    }
}
