// Judging lines in blocks, on one thread or N, with the output in input order: what
// plumb batch does with its JSONL, and plumb bundle with a bundle's batch lines. The core
// has no threads of its own (it builds for WebAssembly), so they live here.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "plumbline/plumbline.hpp"

namespace plumb {

// Where lines come from.
class LineSource {
public:
    virtual ~LineSource() = default;
    // The next line to judge and its number (for messages), valid until the next call;
    // false at the end.
    virtual bool next(std::string_view& line, long& number) = 0;
};

// Judges one line, with the calling thread's task cache, appending any output to `out`.
using LineJudge =
    std::function<void(std::string_view line, long number, plumbline::BatchCache& cache, std::string& out)>;
// Takes a block's output, blocks in input order, on the calling thread.
using BlockWriter = std::function<void(const std::string& out)>;

// Every line of `source`, judged in blocks of up to 64 lines (or about 1 MB) on `jobs`
// threads, each with its own task cache; at most 4 blocks a thread are held at once.
void judge_lines(LineSource& source, int jobs, const LineJudge& judge, const BlockWriter& write);

}  // namespace plumb
