// plumb summary DIR...: judges every example answer and compares the verdict with the one
// its file name expects (answers/<pass|fail|invalid>-<label>.txt beside task.json).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli.hpp"

namespace plumb {

namespace {

namespace fs = std::filesystem;

struct Row {
    std::string task, answer, expected, got;
    double score = 0;
    bool agrees = false;
    std::string why;   // for a disagreement: the report's most telling diagnostic
};

// Every task.json at or below `dir`, in path order so the table is stable.
std::vector<fs::path> task_files(const fs::path& dir) {
    std::vector<fs::path> found;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().filename() == "task.json" && it->is_regular_file(ec)) found.push_back(it->path());
    std::sort(found.begin(), found.end());
    return found;
}

std::vector<fs::path> answer_files(const fs::path& task_dir) {
    std::vector<fs::path> found;
    std::error_code ec;
    for (fs::directory_iterator it(task_dir / "answers", ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec)) found.push_back(it->path());
    std::sort(found.begin(), found.end());
    return found;
}

// "fail-missing-side.txt" -> expected "fail", label "missing-side".
bool answer_name(const fs::path& file, std::string& expected, std::string& label) {
    if (file.extension() != ".txt") return false;
    const std::string stem = file.stem().string();
    for (const char* verdict : {"pass", "fail", "invalid"}) {
        const std::string prefix = std::string(verdict) + "-";
        if (stem.size() > prefix.size() && stem.compare(0, prefix.size(), prefix) == 0) {
            expected = verdict;
            label = stem.substr(prefix.size());
            return true;
        }
    }
    return false;
}

std::string most_telling(const plumbline::Report& report) {
    for (const plumbline::Severity severity : {plumbline::Severity::Error, plumbline::Severity::Warning})
        for (const plumbline::Diagnostic& d : report.diagnostics)
            if (d.severity == severity) return d.code + ": " + d.message;
    for (const plumbline::Requirement& q : report.requirements)
        if (!q.satisfied) return q.id + " not reproduced";
    return "";
}

std::string task_name(const fs::path& root, const fs::path& task_dir) {
    std::error_code ec;
    const fs::path relative = fs::relative(task_dir, root, ec);
    if (ec || relative.empty() || relative == ".") return fs::absolute(task_dir).lexically_normal().filename().string();
    return relative.generic_string();
}

void print_table(const std::vector<Row>& rows) {
    const char* const headers[] = {"task", "answer", "expected", "got"};
    size_t width[4] = {4, 6, 8, 3};
    for (const Row& r : rows) {
        width[0] = std::max(width[0], r.task.size());
        width[1] = std::max(width[1], r.answer.size());
        width[3] = std::max(width[3], r.got.size());
    }
    const auto cell = [](const std::string& text, size_t w) { return text + std::string(w - text.size() + 2, ' '); };
    for (int i = 0; i < 4; ++i) std::cout << cell(headers[i], width[i]);
    std::cout << "score\n";
    for (const Row& r : rows) {
        char score[16];
        std::snprintf(score, sizeof score, "%.2f", r.score);
        std::cout << cell(r.task, width[0]) << cell(r.answer, width[1]) << cell(r.expected, width[2])
                  << cell(r.got, width[3]) << score << (r.agrees ? "" : "   <- differs") << '\n';
        if (!r.agrees && !r.why.empty()) std::cout << "    " << r.why << '\n';
    }
}

}  // namespace

int run_summary(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile, options, error)) return usage_error(error);
    if (options.positional.empty()) return usage_error("summary needs at least one examples directory");
    for (const std::string& dir : options.positional) {
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) return usage_error("'" + dir + "' is not a directory");
    }
    options.evaluate.timings = false;
    // The table's "why" is a report's most telling diagnostic: every check's work is wanted.
    options.evaluate.report = plumbline::ReportLevel::Full;

    std::vector<Row> rows;
    bool broken = false;
    for (const std::string& dir : options.positional) {
        for (const fs::path& task_file : task_files(dir)) {
            const std::string name = task_name(dir, task_file.parent_path());
            std::string text;
            const plumbline::TaskParse task =
                read_input(task_file.string(), text) ? plumbline::parse_task_text(text) : plumbline::TaskParse{};
            if (!task.ok) {
                std::cerr << "plumb: " << task_file.string() << " is not a usable task:\n";
                for (const plumbline::Diagnostic& d : task.diagnostics) std::cerr << "  " << d.message << '\n';
                broken = true;
            }
            const std::vector<fs::path> answers = answer_files(task_file.parent_path());
            if (answers.empty()) std::cerr << "plumb: " << name << " has no answers/*.txt\n";
            for (const fs::path& answer : answers) {
                Row row;
                row.task = name;
                if (!answer_name(answer, row.expected, row.answer)) {
                    std::cerr << "plumb: skipping " << answer.string()
                              << " (answer files are named pass-LABEL.txt, fail-LABEL.txt or invalid-LABEL.txt)\n";
                    continue;
                }
                std::string response;
                if (!task.ok || !read_input(answer.string(), response)) {
                    row.got = task.ok ? "unreadable" : "bad task";
                } else {
                    const plumbline::Report report = plumbline::evaluate(task, response, options.evaluate);
                    row.got = plumbline::to_string(report.verdict);
                    row.score = report.score;
                    row.why = most_telling(report);
                }
                row.agrees = row.got == row.expected;
                rows.push_back(std::move(row));
            }
        }
    }

    print_table(rows);
    const size_t agree = std::count_if(rows.begin(), rows.end(), [](const Row& r) { return r.agrees; });
    std::cout << '\n' << rows.size() << " answers, " << agree << " agree with expected\n";
    if (rows.empty()) std::cerr << "plumb: no example answers found\n";
    return !rows.empty() && agree == rows.size() && !broken ? kExitOk : kExitDisagree;
}

}  // namespace plumb
