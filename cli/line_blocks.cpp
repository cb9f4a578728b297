// Blocks of lines judged in order or on threads. With N threads the main thread reads
// blocks and writes finished ones in order while the workers judge them.
#include "line_blocks.hpp"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace plumb {

namespace {

// Lines to judge together, and their output once judged.
struct Block {
    std::string text;                               // the lines back to back
    std::vector<std::pair<long, size_t>> lines;     // line number, end offset in text
    std::string output;
    bool done = false;

    // Empty again, keeping the buffers: a block's text and output grow to about a megabyte,
    // and growing them anew for every block (copying at each doubling) cost more per line
    // than scanning the line's JSON. A buffer a long line made large is let go.
    void clear() {
        for (std::string* s : {&text, &output})
            if (s->capacity() > kKeptBytes) std::string().swap(*s);
            else s->clear();
        lines.clear();
        done = false;
    }
    static constexpr size_t kKeptBytes = size_t{4} << 20;
};

// Up to 64 lines or about 1 MB: large enough that a thread's task cache is mostly hit,
// small enough that the first output comes at once.
bool read_block(LineSource& source, Block& block) {
    std::string_view line;
    long number = 0;
    while (block.lines.size() < 64 && block.text.size() < (1u << 20) && source.next(line, number)) {
        block.text.append(line);
        block.lines.emplace_back(number, block.text.size());
    }
    return !block.lines.empty();
}

void judge_block(Block& block, const LineJudge& judge, plumbline::BatchCache& cache) {
    size_t start = 0;
    for (const auto& [number, end] : block.lines) {
        judge(std::string_view(block.text.data() + start, end - start), number, cache, block.output);
        start = end;
    }
}

void judge_in_order(LineSource& source, const LineJudge& judge, const BlockWriter& write) {
    plumbline::BatchCache cache;
    Block block;
    for (;;) {
        block.clear();
        if (!read_block(source, block)) return;
        judge_block(block, judge, cache);
        write(block.output);
    }
}

void judge_on_threads(LineSource& source, int jobs, const LineJudge& judge, const BlockWriter& write) {
    std::mutex mutex;
    std::condition_variable work_ready, block_done;
    std::deque<Block*> waiting;                        // read, not yet taken by a worker
    std::deque<std::unique_ptr<Block>> in_flight;      // read, not yet written, in input order
    std::vector<std::unique_ptr<Block>> spare;         // written, to be read into again
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
                judge_block(*block, judge, cache);
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
            block->clear();
            lock.lock();
            spare.push_back(std::move(block));
        }
    };

    const size_t window = 4 * static_cast<size_t>(jobs);
    for (;;) {
        std::unique_ptr<Block> block;
        {
            std::lock_guard<std::mutex> lock(mutex);
            if (!spare.empty()) {
                block = std::move(spare.back());
                spare.pop_back();
            }
        }
        if (!block) block = std::make_unique<Block>();
        if (!read_block(source, *block)) break;
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

void judge_lines(LineSource& source, int jobs, const LineJudge& judge, const BlockWriter& write) {
    if (jobs <= 1) judge_in_order(source, judge, write);
    else judge_on_threads(source, jobs, judge, write);
}

}  // namespace plumb
