// What the bundle unit tests share: small tasks and answers, and a bundle read from files
// held in memory (path -> text), as a page holds them.
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <string>

#include "bundle/bundle.hpp"
#include "output/json.hpp"

namespace bundle_test {

using nlohmann::json;

inline const std::string kReference =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
    "<line class='output_object' x1='10' y1='50' x2='90' y2='50'/></svg>";

// A match task with one required horizontal segment.
inline json task(const std::string& id) {
    return {{"schema", "plumbline/task@1"}, {"id", id}, {"reference", kReference},
            {"check", {{"kind", "match"}, {"tolerance", 5}}}};
}

inline std::string right_answer() {
    return "Here:\n```svg\n<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
           "<line x1='10' y1='51' x2='90' y2='50'/><circle cx='5' cy='5' r='2'/></svg>\n```\n";
}
inline std::string wrong_answer() {
    return "```svg\n<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
           "<line x1='10' y1='80' x2='90' y2='80'/></svg>\n```\n";
}

inline std::string line(const json& j) { return j.dump() + "\n"; }
inline std::string answer_line(const std::string& task, const std::string& response) {
    return line({{"task", task}, {"response", response}});
}

// A directory-form bundle: two tasks (a, b) and two models; "one" answers both, "two"
// answers b only.
inline std::map<std::string, std::string> two_by_two() {
    return {
        {"bundle.json",
         json{{"schema", "plumbline/bundle@1"},
              {"name", "tiny"},
              {"description", "two tasks, two models"},
              {"tasks", "tasks.jsonl"},
              {"models",
               {{{"name", "one"}, {"answers", "answers/one.jsonl"}, {"params", 7}},
                {{"name", "two"}, {"answers", "answers/two.jsonl"}}}}}
             .dump(2)},
        {"tasks.jsonl", line(task("a")) + line(task("b"))},
        {"answers/one.jsonl", answer_line("a", right_answer()) + answer_line("b", wrong_answer())},
        {"answers/two.jsonl", answer_line("b", right_answer())},
    };
}

inline plumbline::BundleRead read(const std::map<std::string, std::string>& files,
                                  const plumbline::BundleLimits& limits = {}) {
    return plumbline::read_bundle(
        "bundle.json",
        [&](const std::string& path, size_t max, std::string& text) {
            const auto it = files.find(path);
            if (it == files.end()) return plumbline::FileFetch::Missing;
            if (it->second.size() > max) return plumbline::FileFetch::TooLarge;
            text = it->second;
            return plumbline::FileFetch::Ok;
        },
        limits);
}

// The problems as "file:line: message [code]" lines, for failure messages.
inline std::string listing(const plumbline::Bundle& b) {
    std::string out;
    for (const auto& p : b.problems) out += "\n  " + plumbline::problem_text(p);
    return out;
}

}  // namespace bundle_test
