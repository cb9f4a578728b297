// plumb batch: JSONL in, one report per non-blank line out, in order. Memory is bounded:
// lines are read in chunks, and only the tasks used last (prepared; BatchCache's bounds)
// are carried over.
// With -j N the lines are judged in blocks on N threads (line_blocks.hpp); reports still
// come out in input order.
#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "line_blocks.hpp"
#include "line_reader.hpp"

namespace plumb {

namespace {

bool blank(std::string_view line) {
    return line.find_first_not_of(" \t\r\f\v") == std::string_view::npos;
}

// The non-blank lines of standard input, CR LF ends taken as LF, numbered from 1 with the
// blank lines counted.
class StdinLines : public LineSource {
public:
    explicit StdinLines(LineReader& in) : in_(in) {}
    bool next(std::string_view& line, long& number) override {
        while (in_.next(line)) {
            ++number_;
            if (blank(line)) continue;
            if (line.back() == '\r') line.remove_suffix(1);
            number = number_;
            return true;
        }
        return false;
    }

private:
    LineReader& in_;
    long number_ = 0;
};

}  // namespace

int run_batch(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kNoTimings | kReport | kJobs, options, error)) return usage_error(error);
    if (!options.positional.empty()) return usage_error("batch reads JSONL from stdin and takes no file arguments");

    LineReader in(stdin, plumbline::kMaxBatchLineBytes);
    StdinLines lines(in);
    const plumbline::EvaluateOptions& evaluate = options.evaluate;
    judge_lines(
        lines, options.jobs,
        [&](std::string_view line, long number, plumbline::BatchCache& cache, std::string& out) {
            plumbline::append_batch_line_report(out, line, number, evaluate, &cache);
            out += '\n';
        },
        [](const std::string& out) { std::cout.write(out.data(), static_cast<std::streamsize>(out.size())); });
    std::cout.flush();
    if (in.failed()) {
        std::cerr << "plumb: batch: standard input could not be read to its end\n";
        return kExitIo;
    }
    return kExitOk;
}

}  // namespace plumb
