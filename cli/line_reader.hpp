// Lines of a stream read in large chunks: a batch of a million answers is a gigabyte of
// JSONL, and std::getline's per-character work showed in its profile.
#pragma once

#include <cstdio>
#include <string_view>
#include <vector>

namespace plumb {

class LineReader {
public:
    // Lines longer than `max_line` bytes are cut to their first max_line + 1 bytes (the
    // rest is read and dropped), so that one endless line cannot take all memory.
    LineReader(std::FILE* in, size_t max_line) : in_(in), buffer_(1 << 20), max_line_(max_line) {}

    // The next line without its '\n' (a last line without one counts too), valid until
    // the next call; false at the end of the stream.
    bool next(std::string_view& line);
    // A read error (not the end of the stream) stopped the lines.
    bool failed() const { return failed_; }

private:
    bool fill();   // reads more after the unread bytes; false when nothing more came
    void skip_rest_of_line();   // drops bytes up to and including the next '\n'

    std::FILE* in_;
    std::vector<char> buffer_;
    size_t begin_ = 0, end_ = 0;   // unread bytes
    size_t scanned_ = 0;           // bytes after begin_ known to hold no '\n'
    size_t max_line_;
    bool cut_ = false;             // the last line returned was cut: its rest is still to drop
    bool eof_ = false;
    bool failed_ = false;
};

}  // namespace plumb
