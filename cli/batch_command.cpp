// plumb batch: JSONL in, one report per non-blank line out, in order. Per-line cost is
// constant: lines are read in chunks, and only the last task (prepared) is carried over.
// With -j N the lines are judged in blocks on N threads (the core has no threads of its
// own, so that it builds for WebAssembly); reports still come out in input order.
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>

#include "cli.hpp"
#include "line_reader.hpp"

namespace plumb {

namespace {

bool blank(std::string_view line) {
    return line.find_first_not_of(" \t\r\f\v") == std::string_view::npos;
}

// Lines to judge together, and their reports once judged.
struct Block {
    std::string text;                               // the lines back to back
    std::vector<std::pair<long, size_t>> lines;     // line number, end offset in text
    std::string output;                             // the reports, one per line
    bool done = false;
};

// Up to 64 non-blank lines or about 1 MB: large enough that a thread's task cache is
// mostly hit, small enough that the first reports come out at once.
bool read_block(LineReader& in, long& line_number, Block& block) {
    std::string_view line;
    while (block.lines.size() < 64 && block.text.size() < (1u << 20) && in.next(line)) {
        ++line_number;
        if (blank(line)) continue;
        if (line.back() == '\r') line.remove_suffix(1);
        block.text.append(line);
        block.lines.emplace_back(line_number, block.text.size());
    }
    return !block.lines.empty();
}

void judge_block(Block& block, const plumbline::EvaluateOptions& options, plumbline::BatchCache& cache) {
    size_t start = 0;
    for (const auto& [number, end] : block.lines) {
        const std::string_view line(block.text.data() + start, end - start);
        start = end;
        plumbline::append_batch_line_report(block.output, line, number, options, &cache);
        block.output += '\n';
    }
}

void write(const std::string& text) { std::cout.write(text.data(), static_cast<std::streamsize>(text.size())); }

void judge_in_order(LineReader& in, const plumbline::EvaluateOptions& options) {
    plumbline::BatchCache cache;
    long line_number = 0;
    for (;;) {
        Block block;
        if (!read_block(in, line_number, block)) return;
        judge_block(block, options, cache);
        write(block.output);
    }
}

// The main thread reads blocks and writes finished ones in order; `jobs` workers judge
// them, each with its own task cache. At most 4 blocks a worker are held at once.
void judge_on_threads(LineReader& in, const plumbline::EvaluateOptions& options, int jobs) {
    std::mutex mutex;
    std::condition_variable work_ready, block_done;
    std::deque<Block*> waiting;                        // read, not yet taken by a worker
    std::deque<std::unique_ptr<Block>> in_flight;      // read, not yet written, in input order
    bool closing = false;

    std::vector<std::thread> workers;
    for (int i = 0; i < jobs; ++i)
        workers.emplace_back([&] {
            plumbline::BatchCache cache;
            std::unique_lock<std::mutex> lock(mutex);
            for (;;) {
                work_ready.wait(lock, [&] { return closing || !waiting.empty(); });
                if (waiting.empty()) return;
                Block* block = waiting.front();
                waiting.pop_front();
                lock.unlock();
                judge_block(*block, options, cache);
                lock.lock();
                block->done = true;
                block_done.notify_all();
            }
        });

    // Writes the finished blocks at the front; with `wait`, first waits for the oldest.
    auto write_finished = [&](std::unique_lock<std::mutex>& lock, bool wait) {
        if (wait) block_done.wait(lock, [&] { return in_flight.front()->done; });
        while (!in_flight.empty() && in_flight.front()->done) {
            std::unique_ptr<Block> block = std::move(in_flight.front());
            in_flight.pop_front();
            lock.unlock();
            write(block->output);
            lock.lock();
        }
    };

    const size_t window = 4 * static_cast<size_t>(jobs);
    long line_number = 0;
    for (;;) {
        auto block = std::make_unique<Block>();
        if (!read_block(in, line_number, *block)) break;
        std::unique_lock<std::mutex> lock(mutex);
        while (in_flight.size() >= window) write_finished(lock, true);
        waiting.push_back(block.get());
        in_flight.push_back(std::move(block));
        work_ready.notify_one();
        write_finished(lock, false);
    }
    {
        std::unique_lock<std::mutex> lock(mutex);
        while (!in_flight.empty()) write_finished(lock, true);
        closing = true;
    }
    work_ready.notify_all();
    for (std::thread& worker : workers) worker.join();
}

}  // namespace

int run_batch(const std::vector<std::string>& args) {
    Options options;
    std::string error;
    if (!parse_options(args, kProfile | kNoTimings | kReport | kJobs, options, error)) return usage_error(error);
    if (!options.positional.empty()) return usage_error("batch reads JSONL from stdin and takes no file arguments");

    LineReader in(stdin);
    if (options.jobs == 1) judge_in_order(in, options.evaluate);
    else judge_on_threads(in, options.evaluate, options.jobs);
    std::cout.flush();
    if (in.failed()) {
        std::cerr << "plumb: batch: standard input could not be read to its end\n";
        return kExitIo;
    }
    return kExitOk;
}

}  // namespace plumb
