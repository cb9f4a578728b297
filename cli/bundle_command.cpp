// plumb bundle PATH: judges a benchmark bundle (docs/bundle.md): every model's answer to
// every task as the batch protocol judges it, task-major so each task is prepared once, then
// one row per (model, task), model-major, with unanswered tasks as failing rows in place.
// Rows as JSONL (or CSV, or only the summary table) on stdout; problems and the table on
// stderr. --pack writes the single-file form instead of judging.
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <system_error>

#include "cli.hpp"
#include "line_blocks.hpp"
#include "plumbline/plumbline.hpp"

namespace plumb {

namespace {

namespace fs = std::filesystem;
using plumbline::Bundle;
using plumbline::BundleAnswer;
using plumbline::BundleRow;

// Where the manifest is: a bundle folder's bundle.json, a manifest or single-file bundle,
// or standard input ("-", its paths relative to the current folder).
struct Manifest {
    std::string name;   // how problems name it: "bundle.json", or "stdin"
    fs::path base;      // the folder the paths it names are relative to
    bool from_stdin = false;
};

Manifest locate(const std::string& path) {
    if (path == "-") return {"stdin", ".", true};
    std::error_code ec;
    fs::path file = path;
    if (fs::is_directory(file, ec)) file /= "bundle.json";
    return {file.filename().string(), file.parent_path(), false};
}

// Up to `max` + 1 bytes of standard input: enough to tell that it is over the budget.
plumbline::FileFetch read_stdin(size_t max, std::string& out) {
    char buffer[1 << 16];
    size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0) {
        out.append(buffer, got);
        if (out.size() > max) return plumbline::FileFetch::TooLarge;
    }
    return std::ferror(stdin) ? plumbline::FileFetch::Missing : plumbline::FileFetch::Ok;
}

plumbline::FileFetch fetch(const fs::path& base, const std::string& path, size_t max, std::string& text) {
    const fs::path file = base / path;
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) return plumbline::FileFetch::Missing;
    const auto size = fs::file_size(file, ec);
    if (ec) return plumbline::FileFetch::Missing;
    if (size > max) return plumbline::FileFetch::TooLarge;
    return read_input(file.string(), text) ? plumbline::FileFetch::Ok : plumbline::FileFetch::Missing;
}

// A problem as printed: its file under the bundle's folder as given on the command line.
std::string shown(const plumbline::BundleProblem& problem, const fs::path& base) {
    plumbline::BundleProblem p = problem;
    if (!base.empty() && base != ".") p.file = (base / p.file).generic_string();
    return plumbline::problem_text(p);
}

// The bundle's answers, task-major, numbered from 1: judge_answer takes each from the
// bundle itself, so the "line" judge_lines hands on is empty (no batch line is written).
class BundleAnswers : public LineSource {
public:
    explicit BundleAnswers(size_t count) : count_(count) {}
    bool next(std::string_view& line, long& number) override {
        if (next_ >= count_) return false;
        line = std::string_view();
        number = static_cast<long>(++next_);
        return true;
    }

private:
    size_t count_;
    size_t next_ = 0;
};

// Every row, model-major: the judged ones, and the unanswered tasks' in their places.
// False when a report could not be made a row (a bug: the lines are the bundle's own).
bool judge(const Bundle& bundle, const Options& options, std::vector<BundleRow>& rows) {
    const std::vector<BundleAnswer> order = plumbline::answers_to_judge(bundle);
    const size_t tasks = bundle.tasks.size();
    std::vector<std::optional<BundleRow>> judged(bundle.models.size() * tasks);
    std::atomic<bool> failed{false};
    plumbline::EvaluateOptions evaluate = options.evaluate;
    evaluate.report = plumbline::ReportLevel::Compact;
    evaluate.timings = false;

    BundleAnswers answers(order.size());
    judge_lines(
        answers, options.jobs,
        [&](std::string_view, long number, plumbline::BatchCache& cache, std::string&) {
            const BundleAnswer answer = order[static_cast<size_t>(number - 1)];
            BundleRow row;
            std::string error;
            if (!plumbline::judge_answer(bundle, answer, number, evaluate, cache, row, error)) failed = true;
            judged[answer.model * tasks + answer.task] = std::move(row);
        },
        [](const std::string&) {});

    rows.clear();
    for (size_t m = 0; m < bundle.models.size(); ++m)
        for (size_t t = 0; t < tasks; ++t) {
            if (!bundle.tasks[t].usable) continue;
            std::optional<BundleRow>& row = judged[m * tasks + t];
            rows.push_back(row ? std::move(*row) : plumbline::missing_row(bundle, {t, m}));
        }
    return !failed;
}

// Both profiles judged, and why each answer they judge differently differs: that answer
// judged again under each (compact reports) and its reason named by the core, as the
// site does (docs/bundle.md, "The two profiles").
std::string differences(const Bundle& bundle, const Options& options, bool& all_rows) {
    Options by_default = options, by_ssvg = options;
    by_default.evaluate.profile = plumbline::Profile::Default;
    by_ssvg.evaluate.profile = plumbline::Profile::Ssvg;
    std::vector<BundleRow> rows_default, rows_ssvg;
    all_rows = judge(bundle, by_default, rows_default) && judge(bundle, by_ssvg, rows_ssvg);

    std::map<std::pair<std::string, std::string>, const BundleRow*> ssvg;
    for (const BundleRow& r : rows_ssvg) ssvg.emplace(std::pair{r.model, r.task}, &r);
    std::map<std::string, size_t> task_index;
    for (size_t t = 0; t < bundle.tasks.size(); ++t) task_index.emplace(bundle.tasks[t].id, t);
    std::map<std::string, size_t> model_index;
    for (size_t m = 0; m < bundle.models.size(); ++m) model_index.emplace(bundle.models[m].name, m);

    plumbline::EvaluateOptions evaluate = options.evaluate;
    evaluate.report = plumbline::ReportLevel::Compact;
    evaluate.timings = false;
    plumbline::EvaluateOptions evaluate_default = evaluate, evaluate_ssvg = evaluate;
    evaluate_default.profile = plumbline::Profile::Default;
    evaluate_ssvg.profile = plumbline::Profile::Ssvg;
    plumbline::BatchCache cache_default, cache_ssvg;
    std::vector<plumbline::BundleDifference> reasons;
    long number = 0;
    for (const BundleRow& r : rows_default) {
        const auto other = ssvg.find({r.model, r.task});
        if (r.missing || other == ssvg.end() || other->second->verdict == r.verdict) continue;
        const std::string line =
            plumbline::batch_line(bundle, {task_index.at(r.task), model_index.at(r.model)});
        ++number;
        reasons.push_back(plumbline::difference_reason(
            plumbline::evaluate_batch_line(line, number, evaluate_default, &cache_default),
            plumbline::evaluate_batch_line(line, number, evaluate_ssvg, &cache_ssvg)));
    }
    return plumbline::bundle_differences_table(plumbline::bundle_differences(rows_default, rows_ssvg, reasons));
}

void print(std::ostream& out, const std::string& text) { out.write(text.data(), static_cast<std::streamsize>(text.size())); }

}  // namespace

int run_bundle(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kJobs | kBundleOutput, options, error)) return usage_error(error);
    if (options.positional.size() != 1)
        return usage_error("bundle takes one PATH: a bundle folder, its manifest, a single-file bundle, or -");

    const Manifest manifest = locate(options.positional[0]);
    bool manifest_pending = manifest.from_stdin;   // the first file asked for is the manifest
    const plumbline::BundleRead read = plumbline::read_bundle(
        manifest.name, [&](const std::string& path, size_t max, std::string& text) {
            if (!manifest_pending) return fetch(manifest.base, path, max, text);
            manifest_pending = false;
            return read_stdin(max, text);
        });
    if (!read.ok) {
        std::cerr << shown(read.fatal, manifest.base) << '\n';
        return kExitIo;
    }
    const Bundle& bundle = read.bundle;
    for (const plumbline::BundleProblem& p : bundle.problems) std::cerr << shown(p, manifest.base) << '\n';
    const int status = bundle.problems.empty() ? kExitOk : kExitProblems;

    if (options.bundle_output == BundleOutput::Pack) {
        print(std::cout, plumbline::pack_bundle(bundle) + "\n");
        std::cout.flush();
        return status;
    }

    if (options.bundle_output == BundleOutput::Differences) {
        bool all_rows = true;
        print(std::cout, differences(bundle, options, all_rows));
        std::cout.flush();
        if (!all_rows) {
            std::cerr << "plumb: bundle: a report could not be read as a row (a bug; please report it)\n";
            return kExitProblems;
        }
        return status;
    }

    std::vector<BundleRow> rows;
    const bool all_rows = judge(bundle, options, rows);
    const std::string table = plumbline::bundle_table(rows);
    switch (options.bundle_output) {
    case BundleOutput::Summary:
        print(std::cout, table);
        break;
    case BundleOutput::Latex:
        print(std::cout, plumbline::bundle_latex(rows));
        print(std::cerr, table);
        break;
    case BundleOutput::Csv:
        print(std::cout, plumbline::bundle_csv(rows));
        print(std::cerr, table);
        break;
    default: {
        std::string out;
        for (const BundleRow& row : rows) out += plumbline::to_text(plumbline::to_json(row)) + "\n";
        print(std::cout, out);
        print(std::cerr, table);
    }
    }
    std::cout.flush();
    if (!all_rows) {
        std::cerr << "plumb: bundle: a report could not be read as a row (a bug; please report it)\n";
        return kExitProblems;
    }
    return status;
}

}  // namespace plumb
