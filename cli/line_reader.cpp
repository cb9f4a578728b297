#include "line_reader.hpp"

#include <cstring>

namespace plumb {

bool LineReader::fill() {
    if (eof_) return false;
    if (begin_ > 0) {   // keep the unread bytes at the front
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    if (end_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);   // a line longer than the buffer
    const size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, in_);
    end_ += got;
    if (got == 0) {
        eof_ = true;
        failed_ = std::ferror(in_) != 0;
        return false;
    }
    return true;
}

void LineReader::skip_rest_of_line() {
    for (;;) {
        if (const void* hit = std::memchr(buffer_.data() + begin_, '\n', end_ - begin_)) {
            begin_ = static_cast<size_t>(static_cast<const char*>(hit) - buffer_.data()) + 1;
            return;
        }
        begin_ = end_ = 0;
        if (!fill()) return;
    }
}

bool LineReader::next(std::string_view& line) {
    if (cut_) {
        cut_ = false;
        begin_ += max_line_ + 1;
        scanned_ = 0;
        skip_rest_of_line();
    }
    for (;;) {
        const char* from = buffer_.data() + begin_ + scanned_;
        const size_t left = end_ - begin_ - scanned_;
        if (const void* hit = std::memchr(from, '\n', left)) {
            const size_t length = static_cast<size_t>(static_cast<const char*>(hit) - (buffer_.data() + begin_));
            line = std::string_view(buffer_.data() + begin_, length);
            begin_ += length + 1;
            scanned_ = 0;
            return true;
        }
        scanned_ = end_ - begin_;
        if (scanned_ > max_line_) {   // too long: its first max_line + 1 bytes say so
            line = std::string_view(buffer_.data() + begin_, max_line_ + 1);
            cut_ = true;
            return true;
        }
        if (!fill()) {
            if (begin_ == end_) return false;
            line = std::string_view(buffer_.data() + begin_, end_ - begin_);
            begin_ = end_;
            scanned_ = 0;
            return true;
        }
    }
}

}  // namespace plumb
