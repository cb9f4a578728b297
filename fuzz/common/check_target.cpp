#include "check_target.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "checks/registry.hpp"
#include "input.hpp"
#include "pipeline/evaluate.hpp"
#include "output/json.hpp"

namespace plumbline::fuzz {

namespace {

namespace fs = std::filesystem;

struct Tasks {
    std::vector<std::string> ids;
    std::vector<TaskParse> parses;
    std::map<std::pair<Profile, size_t>, PreparedTask> prepared;   // made when first judged
};

EvaluateOptions options_for(Profile profile) {
    EvaluateOptions options;
    options.profile = profile;
    options.timings = false;
    return options;
}

// Every example task of `kind`, in path order (so a picked index means the same task on
// every machine). A kind that needs no reference (layout) takes every example task, its
// check replaced by the kind's defaults: it judges answers in every format.
Tasks load(const std::string& kind) {
    const CheckKind* found = find_check(kind);
    const bool any_task = found && !found->needs_reference;
    std::vector<fs::path> paths;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(PLUMBLINE_SOURCE_DIR) / "examples"))
        if (entry.is_regular_file() && entry.path().filename() == "task.json") paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    Tasks tasks;
    for (const fs::path& path : paths) {
        std::ifstream in(path, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        TaskParse parse = parse_task_text(text);
        if (any_task && parse.ok) {
            nlohmann::json j = nlohmann::json::parse(text);
            j["check"] = {{"kind", kind}};
            parse = parse_task(j);
        }
        if (!parse.ok || parse.task.check_kind != kind) continue;
        tasks.ids.push_back(parse.task.id);
        tasks.parses.push_back(std::move(parse));
    }
    if (tasks.ids.empty()) {
        std::fprintf(stderr, "fuzz: no example task of kind %s under %s/examples\n", kind.c_str(), PLUMBLINE_SOURCE_DIR);
        std::abort();
    }
    return tasks;
}

}  // namespace

int fuzz_check(const char* kind, const uint8_t* data, size_t size) {
    static Tasks tasks = load(kind);
    const Selected in = select_line(as_text(data, size));
    const std::string_view choice = in.choice;
    const size_t space = choice.find(' ');
    Profile profile = Profile::Default;
    if (space != std::string_view::npos) parse_profile(choice.substr(space + 1), profile);
    const size_t task = pick(choice.substr(0, space), tasks.ids);
    auto found = tasks.prepared.find({profile, task});
    if (found == tasks.prepared.end())
        found = tasks.prepared.emplace(std::pair(profile, task), prepare_task(tasks.parses[task], options_for(profile))).first;
    const Report report = evaluate(found->second, in.rest, options_for(profile));
    (void)report_text(report);
    return 0;
}

}  // namespace plumbline::fuzz
