// The example benchmark loader and snapshot comparison shared by the golden tests.
#include "examples.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>

namespace golden {

using namespace plumbline;

namespace {

const fs::path kSnapshots = fs::path(PLUMBLINE_SOURCE_DIR) / "tests" / "golden" / "snapshots";

// "pass-prose" -> Pass. False for a name without a known verdict prefix.
bool expected_verdict(const std::string& answer_name, Verdict& out) {
    const std::string prefix = answer_name.substr(0, answer_name.find('-'));
    for (Verdict v : {Verdict::Pass, Verdict::Fail, Verdict::Invalid}) {
        if (prefix == to_string(v) && answer_name.size() > prefix.size() + 1) {
            out = v;
            return true;
        }
    }
    return false;
}

std::vector<Example> load_examples(const std::string& domain) {
    std::vector<Example> examples;
    const fs::path dir = examples_dir(domain);
    if (!fs::is_directory(dir)) return examples;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (!entry.is_directory() || !fs::exists(entry.path() / "task.json")) continue;
        Example ex;
        ex.domain = domain;
        ex.name = entry.path().filename().string();
        ex.task = parse_task_text(read_text(entry.path() / "task.json"));
        // A molecule task with a SMILES reference and skeletal answers (aspirin-skeletal-smiles)
        // is none of the SSVG-style examples these tests walk (no reference.tex or .eps, no
        // published script's verdict): tests/unit/judge/molecule_skeletal_test.cpp holds it.
        if (domain == "molecule" && ex.task.ok && ex.task.task.reference_format == "smiles") continue;
        const fs::path answers = entry.path() / "answers";
        if (fs::is_directory(answers)) {
            for (const auto& file : fs::directory_iterator(answers)) {
                if (file.path().extension() != ".txt") continue;
                Answer a;
                a.name = file.path().stem().string();
                a.named_ok = expected_verdict(a.name, a.expected);
                a.response = read_text(file.path());
                if (ex.task.ok) a.report = evaluate(ex.task.task, a.response, golden_options());
                ex.answers.push_back(std::move(a));
            }
        }
        std::sort(ex.answers.begin(), ex.answers.end(),
                  [](const Answer& x, const Answer& y) { return x.name < y.name; });
        examples.push_back(std::move(ex));
    }
    std::sort(examples.begin(), examples.end(), [](const Example& x, const Example& y) { return x.name < y.name; });
    return examples;
}

std::string snapshot_text(const Report& report) { return to_json(report).dump(2) + "\n"; }

}  // namespace

void write_text(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

bool updating_snapshots() {
    const char* v = std::getenv("PLUMBLINE_UPDATE_SNAPSHOTS");
    return v && std::string(v) == "1";
}

std::string first_difference(const std::string& want, const std::string& got) {
    std::istringstream a(want), b(got);
    std::string la, lb;
    for (int line = 1;; ++line) {
        const bool more_a = static_cast<bool>(std::getline(a, la));
        const bool more_b = static_cast<bool>(std::getline(b, lb));
        if (!more_a && !more_b) return "texts are equal";
        if (!more_a || !more_b || la != lb) {
            return "line " + std::to_string(line) + ":\n  snapshot: " + (more_a ? la : "<end>") +
                   "\n  now:      " + (more_b ? lb : "<end>");
        }
    }
}

fs::path examples_dir(const std::string& domain) { return fs::path(PLUMBLINE_SOURCE_DIR) / "examples" / domain; }

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

EvaluateOptions golden_options(Profile profile) {
    EvaluateOptions options;
    options.profile = profile;
    options.timings = false;
    return options;
}

const std::vector<Example>& examples(const std::string& domain) {
    static std::map<std::string, std::vector<Example>> cache;
    auto it = cache.find(domain);
    if (it == cache.end()) it = cache.emplace(domain, load_examples(domain)).first;
    return it->second;
}

std::string explain(const Report& report) {
    std::ostringstream out;
    out << "verdict " << to_string(report.verdict) << ", score " << report.score;
    for (const Requirement& r : report.requirements)
        if (!r.satisfied) out << "\n  " << r.id << " MISSING (error " << r.error << ", allowed " << r.tolerance << ")";
    for (const Diagnostic& d : report.diagnostics)
        out << "\n  [" << to_string(d.severity) << "] " << d.code << ": " << d.message;
    return out.str();
}

void check_snapshots(const std::string& domain, bool (*include)(const Example&), Profile profile) {
    const bool update = updating_snapshots();
    const bool ssvg = profile == Profile::Ssvg;
    const fs::path root = kSnapshots / (ssvg ? domain + "-ssvg" : domain);
    std::set<fs::path> expected_files;
    for (const Example& ex : examples(domain)) {
        if (!ex.task.ok || !include(ex)) continue;
        for (const Answer& a : ex.answers) {
            if (!a.named_ok) continue;
            const fs::path path = root / ex.name / (a.name + ".json");
            const std::string text =
                snapshot_text(ssvg ? evaluate(ex.task.task, a.response, golden_options(profile)) : a.report);
            INFO(ex.name, "/", a.name);
            if (update) {
                if (a.report.verdict == a.expected) {
                    write_text(path, text);
                    expected_files.insert(path);
                } else {
                    MESSAGE("not snapshotted: judged ", to_string(a.report.verdict), ", expected ",
                            to_string(a.expected));
                }
                continue;
            }
            expected_files.insert(path);
            if (!fs::exists(path)) {
                FAIL_CHECK("missing snapshot ", path.string(),
                           " (run with PLUMBLINE_UPDATE_SNAPSHOTS=1 once the verdict is right)");
                continue;
            }
            const std::string want = read_text(path);
            const bool same = want == text;  // a bool, so a mismatch prints the difference, not two reports
            CHECK_MESSAGE(same, "report differs from ", path.string(), " at ", first_difference(want, text));
        }
    }
    // A snapshot without an answer is stale: it would hide a renamed or deleted example.
    if (!fs::is_directory(root)) return;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
        if (expected_files.count(entry.path())) continue;
        if (update) fs::remove(entry.path());
        else FAIL_CHECK("stale snapshot without an answer: ", entry.path().string());
    }
}

}  // namespace golden
