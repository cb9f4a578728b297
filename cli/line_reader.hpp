// Lines of a stream read in large chunks: a batch of a million answers is a gigabyte of
// JSONL, and std::getline's per-character work showed in its profile.
#pragma once

#include <cstdio>
#include <string_view>
#include <vector>

namespace plumb {

class LineReader {
public:
    explicit LineReader(std::FILE* in) : in_(in), buffer_(1 << 20) {}

    // The next line without its '\n' (a last line without one counts too), valid until
    // the next call; false at the end of the stream.
    bool next(std::string_view& line);
    // A read error (not the end of the stream) stopped the lines.
    bool failed() const { return failed_; }

private:
    bool fill();   // reads more after the unread bytes; false when nothing more came

    std::FILE* in_;
    std::vector<char> buffer_;
    size_t begin_ = 0, end_ = 0;   // unread bytes
    size_t scanned_ = 0;           // bytes after begin_ known to hold no '\n'
    bool eof_ = false;
    bool failed_ = false;
};

}  // namespace plumb
